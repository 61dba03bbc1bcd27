import { Link } from 'react-router';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { intendedParam } from '../../features/auth/targets.server';
import type { Route } from './+types/check-email';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle('Bitte bestätigen Sie Ihre E-Mail-Adresse', matches);

export function loader({ url }: Route.LoaderArgs) {
  return { intended: intendedParam(url) };
}

export default function CheckEmail({ loaderData }: Route.ComponentProps) {
  const { intended } = loaderData;
  const loginHref = intended ? `/auth/login?${new URLSearchParams({ intended })}` : '/auth/login';
  return (
    <AuthCard title="Bitte bestätigen Sie Ihre E-Mail-Adresse" eyebrow="Fast geschafft">
      <p className="mt-4">
        Vielen Dank für Ihre Registrierung. Wir haben Ihnen eine E-Mail mit einem Bestätigungslink
        geschickt. Bitte öffnen Sie den Link innerhalb von 60 Minuten.
      </p>
      <p className="mt-3 text-ink-soft">
        Nichts angekommen? Schauen Sie bitte auch im Spam-Ordner nach. Nach der Anmeldung können Sie
        jederzeit eine neue Bestätigungs-E-Mail anfordern.
      </p>
      <p className="mt-3 text-ink-soft">
        Nach der Bestätigung prüfen wir Ihr Konto und schalten es frei; wir benachrichtigen Sie
        dann.
      </p>
      <p className="mt-6">
        <Link to={loginHref} className="btn btn-primary">
          Zur Anmeldung
        </Link>
      </p>
    </AuthCard>
  );
}
