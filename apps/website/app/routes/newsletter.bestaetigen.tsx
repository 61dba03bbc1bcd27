import { NewsletterLinkPage } from '~/features/newsletter';
import { confirmAction, confirmLoader } from '~/features/newsletter/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { seo } from '~/platform/seo/meta';
import type { Route } from './+types/newsletter.bestaetigen';

// The link carries a token: never kept by a cache, never indexed.
export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Newsletter-Anmeldung bestätigen',
    description: 'Bestätigen Sie Ihre Anmeldung zum Newsletter von Hallberg Frischdienst.',
    noindex: true,
  });
export const loader = confirmLoader;
export const action = confirmAction;

export default function NewsletterBestaetigen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      page={actionData ?? loaderData}
      texts={{
        askTitle: 'Anmeldung bestätigen',
        ask: () =>
          'Bitte bestätigen Sie, dass Sie den Newsletter von Hallberg Frischdienst an diese E-Mail-Adresse erhalten möchten.',
        button: 'Ja, Newsletter erhalten',
        doneTitle: 'Vielen Dank – Ihre Anmeldung ist bestätigt',
        done: 'Sie erhalten ab jetzt unseren Newsletter. Eine Begrüßung mit dem Abmeldelink ist unterwegs in Ihr Postfach. Abbestellen können Sie jederzeit mit einem Klick am Ende jeder E-Mail.',
        invalidTitle: 'Dieser Link funktioniert nicht',
      }}
    />
  );
}
