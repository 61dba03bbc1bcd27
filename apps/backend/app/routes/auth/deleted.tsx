import { AuthCard, pageTitle } from '../../components/ui/page';
import { websiteHome } from '../../features/auth/targets.server';
import type { Route } from './+types/deleted';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Konto gelöscht', matches);

/** Where deleting the own account ends (nobody is signed in any more). */
export function loader() {
  return { website: websiteHome() };
}

export default function Deleted({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Ihr Konto wurde gelöscht"
      intro={
        <p>
          Sie sind auf allen Geräten abgemeldet und können sich nicht mehr anmelden. 30 Tage lang
          kann unsere Verwaltung das Konto auf Ihre Bitte wiederherstellen, danach werden Ihre
          Angaben endgültig entfernt. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.
        </p>
      }
    >
      <p className="mt-6">
        <a href={loaderData.website} className="btn btn-primary">
          Zur Startseite
        </a>
      </p>
    </AuthCard>
  );
}
