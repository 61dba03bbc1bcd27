import { NewsletterLinkPage } from '~/features/newsletter';
import { unsubscribeAction, unsubscribeLoader } from '~/features/newsletter/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { seo } from '~/platform/seo/meta';
import type { Route } from './+types/newsletter.abmelden';

// The link carries a token: never kept by a cache, never indexed.
export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Newsletter abbestellen',
    description: 'Bestellen Sie den Newsletter von Hallberg Frischdienst ab.',
    noindex: true,
  });
export const loader = unsubscribeLoader;
export const action = unsubscribeAction;

export default function NewsletterAbmelden({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      page={actionData ?? loaderData}
      texts={{
        askTitle: 'Newsletter abbestellen',
        ask: (email) =>
          `Möchten Sie den Newsletter für ${email ?? 'Ihre E-Mail-Adresse'} abbestellen? Wir löschen Ihre Adresse dann sofort aus unserem Verteiler.`,
        button: 'Newsletter abbestellen',
        doneTitle: 'Sie haben den Newsletter abbestellt',
        done: 'Wir haben Ihre E-Mail-Adresse aus unserem Verteiler gelöscht; Sie erhalten keinen Newsletter mehr. Schade, dass Sie gehen – Sie können sich jederzeit wieder anmelden.',
        invalidTitle: 'Dieser Link funktioniert nicht',
      }}
    />
  );
}
