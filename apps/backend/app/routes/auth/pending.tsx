import type { DomainSettings } from '@frischkontor/contract';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { backendOf } from '../../features/api/index.server';
import { ContinueLink } from '../../features/auth/ContinueLink';
import { requireSignedIn } from '../../features/auth/guards.server';
import { intendedTarget } from '../../features/auth/targets.server';
import type { Route } from './+types/pending';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle('Ihr Konto wird geprüft', matches);

export async function loader(args: Route.LoaderArgs) {
  const user = await requireSignedIn(args);
  const settings = await backendOf(args.context)
    .get<DomainSettings>('/domain/settings')
    .catch(() => ({}) as DomainSettings);
  return {
    enabled: !!user.enabled_at,
    phone: typeof settings.company_phone === 'string' ? settings.company_phone : null,
    continueTo: intendedTarget(args.url),
  };
}

export default function Pending({ loaderData }: Route.ComponentProps) {
  if (loaderData.enabled)
    return (
      <AuthCard title="Ihr Konto ist freigeschaltet">
        <p className="mt-4">Sie können alle Bereiche nutzen, für die Ihr Konto berechtigt ist.</p>
        <p className="mt-6">
          <ContinueLink href={loaderData.continueTo} />
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Ihr Konto wird geprüft">
      <p className="mt-4">
        Vielen Dank für Ihre Registrierung. Wir prüfen neue Konten in der Regel innerhalb eines
        Werktags und ordnen sie Ihrem Kundenkonto zu. Sobald Ihr Konto freigeschaltet ist, sehen Sie
        Angebote, Spezifikationen und alle weiteren Bereiche.
      </p>
      {loaderData.phone && (
        <p className="mt-3 text-ink-soft">
          Eilig? Rufen Sie uns an:{' '}
          <a className="link" href={`tel:${loaderData.phone.replace(/[^\d+]/g, '')}`}>
            {loaderData.phone}
          </a>
        </p>
      )}
      <p className="mt-6">
        <ContinueLink href={loaderData.continueTo} label="Weiter zur Website" />
      </p>
    </AuthCard>
  );
}
