import { redirect } from 'react-router';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formFlag, formText, readForm } from '../../features/api/form-data';
import {
  appUrl,
  nextAfterSignIn,
  sessionOf,
  twoFactorPending,
} from '../../features/auth/guards.server';
import { intendedParam, intendedTarget } from '../../features/auth/targets.server';
import type { Route } from './+types/login';

export type LoginStep = 'credentials' | 'code';

export async function loginLoader({ url, context }: Route.LoaderArgs) {
  const session = await sessionOf(context);
  // Signed in already (2FA done): straight on, whatever the account's state; the website explains it.
  if (session.user && session.session.authenticated && !twoFactorPending(session))
    throw redirect(nextAfterSignIn(session, intendedTarget(url)));
  const intended = intendedParam(url);
  return {
    step: (twoFactorPending(session) ? 'code' : 'credentials') as LoginStep,
    /** What happened at the company's provider (decision 060), as the backend sent it back. */
    oidc: url.searchParams.get('oidc'),
    method: url.searchParams.get('methode') === 'backup' ? ('backup' as const) : ('totp' as const),
    intended,
  };
}

export async function loginAction({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  const backend = backendOf(context);
  const here = appUrl('/auth/login', { intended: intendedParam(url) });
  try {
    switch (intent) {
      case 'login': {
        await backend.send('POST', '/login', {
          body: {
            login: formText(form, 'login'),
            password: formText(form, 'password'),
            remember: formFlag(form, 'remember'),
          },
        });
        const session = await backend.session();
        // The second step is this page again, shown by the loader for a 2FA-pending session; a
        // new password an admin asked for, or a second factor a role requires, is set up in the
        // profile first.
        if (twoFactorPending(session)) return redirect(here);
        return redirect(nextAfterSignIn(session, intendedTarget(url)));
      }
      case 'totp':
      case 'backup':
        await backend.send('POST', intent === 'totp' ? '/verify-tfa-totp' : '/verify-tfa-backup', {
          body: { code: formText(form, 'code') },
        });
        return redirect(nextAfterSignIn(await backend.session(), intendedTarget(url)));
      case 'cancel':
        await backend.send('POST', '/logout');
        return redirect(here);
      default:
        return { ok: false, message: 'Unbekannte Aktion.' };
    }
  } catch (error) {
    return apiFailure(error, ['login', 'password', 'code'], intent, {
      login: formText(form, 'login'),
    });
  }
}
