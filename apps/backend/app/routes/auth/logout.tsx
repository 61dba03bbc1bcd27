import { Form, redirect, useRouteLoaderData } from 'react-router';
import { backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { appUrl } from '../../features/auth/guards.server';
import { websiteHome } from '../../features/auth/targets.server';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { appConfig } from '../../features/config/config.server';
import type { RootData } from '../../root.server';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Abmelden', matches);

/** Signs out (POST only) and goes to the website's home page, or back to sign-in on request. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    await backendOf(context).send('POST', '/logout');
  } catch {
    // Signing out must never strand anyone: the session is gone or will expire.
  }
  const next = formText(form, 'weiter');
  // Also at the company's provider (decision 060): the backend sends the browser there and the
  // provider back to the website.
  // (A form cannot send the browser on to another host: the page's CSP allows forms only to
  // this one; the provider's sign-out is a link on the page that says the person is signed out.)
  if (formText(form, 'intent') === 'anbieter' && appConfig().oidc)
    return redirect(appUrl('/auth/logout', { abgemeldet: 'ja' }));
  return redirect(next === 'anmeldung' ? appUrl('/auth/login') : websiteHome());
}

export function loader({ url }: Route.LoaderArgs) {
  return { signedOut: url.searchParams.get('abgemeldet') === 'ja' };
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  const oidc = root?.oidc;
  if (loaderData.signedOut && oidc)
    return (
      <AuthCard
        title="Abgemeldet"
        intro={<p>Sie sind hier abgemeldet. Jetzt noch bei {oidc.name}:</p>}
      >
        <a href={`${root.apiPrefix}/auth/oidc/logout`} className="btn btn-primary mt-6 w-full">
          Bei {oidc.name} abmelden
        </a>
      </AuthCard>
    );
  return (
    <AuthCard title="Abmelden" intro={<p>Möchten Sie sich auf diesem Gerät abmelden?</p>}>
      <Form method="post" className="mt-6">
        <SubmitButton className="btn btn-primary w-full" pendingLabel="Abmelden …">
          Abmelden
        </SubmitButton>
      </Form>
      {oidc && (
        <Form method="post" className="mt-3">
          <SubmitButton
            intent="anbieter"
            className="btn btn-secondary w-full"
            pendingLabel="Abmelden …"
          >
            Auch bei {oidc.name} abmelden
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
