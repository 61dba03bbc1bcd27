import { Form, redirect } from 'react-router';
import { backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { appUrl } from '../../features/auth/guards.server';
import { websiteHome } from '../../features/auth/targets.server';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
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
  return redirect(formText(form, 'weiter') === 'anmeldung' ? appUrl('/auth/login') : websiteHome());
}

export default function Logout() {
  return (
    <AuthCard title="Abmelden" intro={<p>Möchten Sie sich auf diesem Gerät abmelden?</p>}>
      <Form method="post" className="mt-6">
        <SubmitButton className="btn btn-primary w-full" pendingLabel="Abmelden …">
          Abmelden
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
