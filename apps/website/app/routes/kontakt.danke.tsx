import { Link } from 'react-router';
import { Container } from '~/components/ui/Container';
import { Icon } from '~/components/ui/Icon';
import { check } from '~/components/ui/icons';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { seo } from '~/platform/seo/meta';
import type { Route } from './+types/kontakt.danke';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Vielen Dank für Ihre Nachricht',
    description:
      'Ihre Nachricht an Hallberg Frischdienst ist angekommen. Wir melden uns in der Regel innerhalb eines Werktags.',
    noindex: true,
  });

export default function KontaktDanke() {
  return (
    <main className="flex flex-1 items-center py-16">
      <Container className="max-w-3xl">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-herb-100 text-herb-700">
          <Icon d={check} className="size-8" />
        </span>
        <h1 className="mt-6 text-4xl sm:text-5xl">Vielen Dank für Ihre Nachricht</h1>
        <p className="mt-5 text-lg text-ink-soft">
          Ihre Nachricht ist bei uns angekommen. Sie erhalten gleich eine Bestätigung per E-Mail.
          Die zuständige Abteilung meldet sich in der Regel innerhalb eines Werktags bei Ihnen – bei
          dringenden Bestellungen erreichen Sie uns schneller über die Bestell-Hotline.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/" className="btn btn-primary">
            Zur Startseite
          </Link>
          <Link to="/produkte-und-services" className="btn btn-secondary">
            Sortiment ansehen
          </Link>
        </div>
      </Container>
    </main>
  );
}
