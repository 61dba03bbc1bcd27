import { Form } from 'react-router';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { ContinueLink } from '../../features/auth/ContinueLink';
import { requireSignedIn } from '../../features/auth/guards.server';
import { intendedTarget, websiteHome } from '../../features/auth/targets.server';
import type { Route } from './+types/blocked';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Konto gesperrt', matches);

export async function loader(args: Route.LoaderArgs) {
  const user = await requireSignedIn(args);
  return {
    blocked: !!user.blocked_at,
    reason: user.blocked_reason,
    continueTo: intendedTarget(args.url),
    website: websiteHome(),
  };
}

export default function Blocked({ loaderData }: Route.ComponentProps) {
  if (!loaderData.blocked)
    return (
      <AuthCard title="Ihr Konto ist nicht gesperrt">
        <p className="mt-4">Sie können Ihr Konto wie gewohnt nutzen.</p>
        <p className="mt-6">
          <ContinueLink href={loaderData.continueTo} />
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Konto gesperrt">
      <p className="mt-4">
        Ihr Konto wurde gesperrt. Solange die Sperre besteht, können Sie den internen Bereich nicht
        nutzen. Bei Fragen wenden Sie sich bitte an Ihre Ansprechpartnerin oder Ihren
        Ansprechpartner bei uns.
      </p>
      {loaderData.reason && (
        <div className="mt-4 rounded-lg border border-line bg-paper p-4">
          <p className="font-semibold">Begründung</p>
          <p className="mt-1">{loaderData.reason}</p>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" action="/auth/logout">
          <button type="submit" className="btn btn-primary">
            Abmelden
          </button>
        </Form>
        <a href={loaderData.website} className="btn btn-secondary">
          Zur Website
        </a>
      </div>
    </AuthCard>
  );
}
