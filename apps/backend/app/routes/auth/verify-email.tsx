import { Form } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ActionResult } from '../../features/api/results';
import { ContinueLink } from '../../features/auth/ContinueLink';
import { requireSignedIn } from '../../features/auth/guards.server';
import { resendVerification } from '../../features/auth/resend.server';
import { intendedParam, intendedTarget } from '../../features/auth/targets.server';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle('E-Mail-Adresse bestätigen', matches);

export async function loader(args: Route.LoaderArgs) {
  const user = await requireSignedIn(args);
  return {
    email: user.email,
    verified: !!user.email_verified_at,
    continueTo: intendedTarget(args.url),
  };
}

export async function action({ url, context }: Route.ActionArgs) {
  return resendVerification(context, intendedParam(url));
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  if (loaderData.verified)
    return (
      <AuthCard title="E-Mail-Adresse bestätigt">
        <p className="mt-4">Ihre E-Mail-Adresse ist bereits bestätigt.</p>
        <p className="mt-6">
          <ContinueLink href={loaderData.continueTo} />
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="E-Mail-Adresse noch nicht bestätigt">
      <p className="mt-4">
        Wir haben Ihnen einen Bestätigungslink an{' '}
        <strong className="break-all">{loaderData.email}</strong> geschickt. Bitte öffnen Sie den
        Link in dieser E-Mail, um Ihr Konto zu aktivieren.
      </p>
      <p className="mt-3 text-ink-soft">
        Nichts angekommen? Schauen Sie bitte auch im Spam-Ordner nach, oder lassen Sie sich eine
        neue E-Mail schicken. Der Link darin ist 60 Minuten gültig.
      </p>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-6" focusKey={result}>
          {result.message}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <SubmitButton intent="resend" pendingLabel="Wird gesendet …">
            Bestätigungs-E-Mail erneut senden
          </SubmitButton>
        </Form>
        <a href={loaderData.continueTo} className="btn btn-secondary">
          Später erledigen
        </a>
      </div>
    </AuthCard>
  );
}
