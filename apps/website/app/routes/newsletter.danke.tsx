import { Link } from 'react-router';
import { Container } from '~/components/ui/Container';
import { Icon } from '~/components/ui/Icon';
import { mail } from '~/components/ui/icons';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { seo } from '~/platform/seo/meta';
import type { Route } from './+types/newsletter.danke';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Bitte bestätigen Sie Ihre Anmeldung',
    description:
      'Ihre Anmeldung zum Newsletter von Hallberg Frischdienst wartet auf Ihre Bestätigung.',
    noindex: true,
  });

// The same page for every address, new, pending or already subscribed: it tells no one who is.
export default function NewsletterDanke() {
  return (
    <main className="flex flex-1 items-center py-16">
      <Container className="max-w-3xl">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-herb-100 text-herb-700">
          <Icon d={mail} className="size-8" />
        </span>
        <h1 className="mt-6 text-4xl sm:text-5xl">Fast geschafft</h1>
        <p className="mt-5 text-lg font-semibold">
          Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.
        </p>
        <p className="mt-3 text-lg text-ink-soft">
          Wir haben Ihnen gerade eine E-Mail geschickt. Erst wenn Sie den Link darin anklicken,
          tragen wir Sie in den Verteiler ein. Der Link ist 48 Stunden gültig. Nichts angekommen?
          Schauen Sie bitte auch im Spam-Ordner nach.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/" className="btn btn-primary">
            Zur Startseite
          </Link>
          <Link to="/angebote" className="btn btn-secondary">
            Aktuelle Angebote ansehen
          </Link>
        </div>
      </Container>
    </main>
  );
}
