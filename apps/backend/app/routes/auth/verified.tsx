import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ActionResult } from '../../features/api/results';
import { ContinueLink } from '../../features/auth/ContinueLink';
import { sessionOf, twoFactorPending } from '../../features/auth/guards.server';
import { resendVerification } from '../../features/auth/resend.server';
import { intendedParam, intendedTarget } from '../../features/auth/targets.server';
import type { Route } from './+types/verified';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(loaderData?.valid ? 'E-Mail-Adresse bestätigt' : 'Link ungültig', matches);

/** Where the verification link lands: `?status=verified` or `?status=invalid`. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const session = await sessionOf(context);
  const user = session.user && !twoFactorPending(session) ? session.user : null;
  return {
    valid: url.searchParams.get('status') !== 'invalid',
    signedIn: !!user,
    unverified: !!user && !user.email_verified_at,
    pending: !!user && !user.enabled_at,
    intended: intendedParam(url),
    continueTo: intendedTarget(url),
  };
}

export async function action({ url, context }: Route.ActionArgs) {
  return resendVerification(context, intendedParam(url));
}

export default function Verified({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const { valid, signedIn, unverified, pending, intended, continueTo } = loaderData;
  const loginHref = intended ? `/auth/login?${new URLSearchParams({ intended })}` : '/auth/login';

  if (valid)
    return (
      <AuthCard title="E-Mail-Adresse bestätigt" eyebrow="Vielen Dank">
        <p className="mt-4">Ihre E-Mail-Adresse ist bestätigt.</p>
        {(pending || !signedIn) && (
          <p className="mt-3 text-ink-soft">
            Neue Konten prüfen wir, bevor wir sie freischalten; in der Regel innerhalb eines
            Werktags. Ist Ihr Konto schon freigeschaltet, können Sie gleich loslegen.
          </p>
        )}
        <p className="mt-6">
          {signedIn ? (
            <ContinueLink href={continueTo} />
          ) : (
            <Link to={loginHref} className="btn btn-primary">
              Jetzt anmelden
            </Link>
          )}
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title="Link ungültig oder abgelaufen">
      <p className="mt-4">
        Dieser Bestätigungslink ist ungültig oder abgelaufen. Bestätigungslinks gelten 60 Minuten
        und nur für die E-Mail-Adresse, an die sie geschickt wurden.
      </p>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-6" focusKey={result}>
          {result.message}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {unverified ? (
          <Form method="post">
            <SubmitButton intent="resend" pendingLabel="Wird gesendet …">
              Neuen Bestätigungslink senden
            </SubmitButton>
          </Form>
        ) : signedIn ? (
          <ContinueLink href={continueTo} />
        ) : (
          <>
            <p className="w-full text-ink-soft">
              Melden Sie sich an, um einen neuen Bestätigungslink anzufordern.
            </p>
            <Link to={loginHref} className="btn btn-primary">
              Zur Anmeldung
            </Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}
