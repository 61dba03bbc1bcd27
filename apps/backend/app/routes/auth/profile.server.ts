import {
  accountStatus,
  hasRole,
  isAdmin,
  ROLES,
  type AccountDeletion,
  type ApiTokenList,
  type BackupCodes,
  type EmailChange,
  type EmailChangeAnswer,
  type NewApiToken,
  type OwnDeviceSession,
  type OwnPasskey,
  type PasskeyRename,
  type PasswordChange,
  type PasswordConfirmation,
  type ProfileUpdate,
  type SessionsEnded,
  type TwoFactorCode,
  type TwoFactorSetup,
} from '@frischkontor/contract';
import QRCode from 'qrcode';
import { redirect } from 'react-router';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { refused, succeeded } from '../../features/api/results';
import { accountScreen } from '../../features/auth/account-state';
import { confirmationError } from '../../features/auth/confirmation';
import { appUrl, requireSignedIn, sessionOf } from '../../features/auth/guards.server';
import { returnTarget } from '../../features/auth/targets.server';
import type { ProfileResult, ProfileUser } from '../../features/profile/result';
import type { Route } from './+types/profile';

/** The fields each form shows (a refusal for any other lands in the form's message). */
const FIELDS: Record<string, string[]> = {
  email: ['email', 'password', 'code'],
  password: ['current_password', 'password'],
  'tfa-codes': ['password'],
  'account-delete': ['password', 'code'],
  'passkey-rename': ['name'],
  'token-create': ['name', 'scopes', 'days', 'password'],
};

/** The own API tokens and the rights a new one may carry, or null where the API refuses them. */
async function ownTokens(args: Route.LoaderArgs): Promise<ApiTokenList | null> {
  try {
    return await backendOf(args.context).send<ApiTokenList>('GET', '/user/tokens');
  } catch {
    return null;
  }
}

/** The own sessions, or null where the API refuses them (a blocked account) or is away. */
async function ownSessions(args: Route.LoaderArgs): Promise<OwnDeviceSession[] | null> {
  try {
    return (
      await backendOf(args.context).send<{ data: OwnDeviceSession[] }>('GET', '/user/sessions')
    ).data;
  } catch {
    return null;
  }
}

/** The own passkeys, or null where the API refuses them (a blocked account) or is away. */
async function ownPasskeys(args: Route.LoaderArgs): Promise<OwnPasskey[] | null> {
  try {
    return (await backendOf(args.context).send<{ data: OwnPasskey[] }>('GET', '/user/passkeys'))
      .data;
  } catch {
    return null;
  }
}

function endedMessage(ended: number): string {
  if (ended === 0) return 'Sie waren auf keinem anderen Gerät angemeldet.';
  if (ended === 1) return 'Sie wurden auf einem anderen Gerät abgemeldet.';
  return `Sie wurden auf ${ended} anderen Geräten abgemeldet.`;
}

function svgImage(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** Who is listed in the staff directory and so keeps the staff fields: staff and admins. */
const isStaff = (user: Parameters<typeof isAdmin>[0]) =>
  isAdmin(user) || hasRole(user, ROLES.personal);

export async function profileLoader(args: Route.LoaderArgs) {
  const user = await requireSignedIn(args);
  const session = await sessionOf(args.context);
  return {
    /** A role requires a second factor this sign-in did not have: set one up, or use a passkey. */
    twoFactorRequired: accountStatus(session.user, session.session) === 'two-factor-setup',
    /** An admin asked for a new password before anything else (decision 057). */
    passwordChangeRequired: accountStatus(session.user, session.session) === 'password-change',
    passkeys: await ownPasskeys(args),
    tokens: await ownTokens(args),
    user: {
      firstname: user.firstname,
      lastname: user.lastname,
      company: user.company,
      email: user.email,
      tfaEnabled: user.tfa_enabled,
      admin: isAdmin(user),
      salutation: user.salutation,
      phone: user.phone,
      staff: isStaff(user),
      location: user.location,
      phone_extension: user.phone_extension,
      mobile: user.mobile,
      directory_mobile: user.directory_mobile,
    } satisfies ProfileUser,
    screen: accountScreen(user),
    back: returnTarget(args.url),
    sessions: await ownSessions(args),
  };
}

export async function profileAction({
  request,
  context,
}: Route.ActionArgs): Promise<ProfileResult | Response> {
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  const backend = backendOf(context);
  try {
    switch (intent) {
      case 'profile': {
        const viewer = (await sessionOf(context)).user;
        const staff = !!viewer && isStaff(viewer);
        const values = {
          firstname: formText(form, 'firstname'),
          lastname: formText(form, 'lastname'),
          company: formText(form, 'company'),
          salutation: formText(form, 'salutation'),
          phone: formText(form, 'phone'),
          // Staff keep their location, extension and mobile here (decision 052).
          ...(staff
            ? {
                location: formText(form, 'location'),
                phone_extension: formText(form, 'phone_extension'),
                mobile: formText(form, 'mobile'),
                directory_mobile: formText(form, 'directory_mobile'),
              }
            : {}),
        };
        try {
          await backend.send('PATCH', '/user/profile', {
            body: {
              ...values,
              ...(staff ? { directory_mobile: values.directory_mobile === 'on' } : {}),
            } as ProfileUpdate,
          });
        } catch (error) {
          return apiFailure(error, Object.keys(values), intent, values);
        }
        return succeeded('Ihre Angaben wurden gespeichert.', intent);
      }
      case 'email': {
        const values = { email: formText(form, 'email') };
        try {
          const answer = await backend.send<EmailChangeAnswer>('PUT', '/user/email', {
            body: {
              ...values,
              password: formText(form, 'password'),
              code: formText(form, 'code') || undefined,
            } satisfies EmailChange,
          });
          return succeeded(answer.message, intent);
        } catch (error) {
          return apiFailure(error, FIELDS.email!, intent, values);
        }
      }
      case 'password': {
        const mismatch = confirmationError(form);
        if (mismatch) return refused({ password_confirmation: mismatch }, intent);
        await backend.send('PATCH', '/user/password', {
          body: {
            current_password: formText(form, 'current_password'),
            password: formText(form, 'password'),
            password_confirmation: formText(form, 'password_confirmation'),
          } satisfies PasswordChange,
        });
        return succeeded(
          'Ihr Passwort wurde geändert. Auf anderen Geräten müssen Sie sich neu anmelden.',
          intent,
        );
      }
      case 'tfa-start': {
        const setup = await backend.send<TwoFactorSetup>('POST', '/user/two-factor');
        return {
          ok: true,
          intent,
          setup: {
            secret: setup.secret,
            otpauthUrl: setup.otpauth_url,
            qr: svgImage(setup.qr_svg),
          },
        };
      }
      case 'tfa-confirm': {
        const secret = formText(form, 'secret').slice(0, 128);
        const otpauthUrl = formText(form, 'otpauth_url').slice(0, 1000);
        try {
          const answer = await backend.send<BackupCodes>('POST', '/user/two-factor/confirm', {
            body: { code: formText(form, 'code') } satisfies TwoFactorCode,
          });
          return {
            ok: true,
            intent,
            message: 'Die Zwei-Faktor-Authentifizierung ist eingerichtet.',
            backupCodes: answer.backup_codes,
          };
        } catch (error) {
          const failure: ProfileResult = apiFailure(error, ['code'], intent);
          // Show the same QR code again: the app holds this secret already.
          if (otpauthUrl.startsWith('otpauth://totp/') && otpauthUrl.includes(`secret=${secret}`))
            failure.setup = {
              secret,
              otpauthUrl,
              qr: svgImage(await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 })),
            };
          return failure;
        }
      }
      case 'tfa-codes': {
        const answer = await backend.send<BackupCodes>('POST', '/user/two-factor/backup-codes', {
          body: { password: formText(form, 'password') } satisfies PasswordConfirmation,
        });
        return {
          ok: true,
          intent,
          message: 'Neue Backup-Codes wurden erzeugt. Die bisherigen gelten nicht mehr.',
          backupCodes: answer.backup_codes,
        };
      }
      case 'tfa-disable':
        await backend.send('DELETE', '/user/two-factor', {
          body: { password: formText(form, 'password') } satisfies PasswordConfirmation,
        });
        return succeeded('Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.', intent);
      case 'passkey-rename': {
        const values = { name: formText(form, 'name'), id: formText(form, 'id').slice(0, 20) };
        try {
          await backend.send('PATCH', `/user/passkeys/${encodeURIComponent(values.id)}`, {
            body: { name: values.name } satisfies PasskeyRename,
          });
        } catch (error) {
          return apiFailure(error, FIELDS['passkey-rename']!, intent, values);
        }
        return succeeded(`Der Passkey heißt jetzt „${values.name.trim()}“.`, intent);
      }
      case 'passkey-remove':
        await backend.send(
          'DELETE',
          `/user/passkeys/${encodeURIComponent(formText(form, 'id').slice(0, 20))}`,
          { body: { password: formText(form, 'password') } satisfies PasswordConfirmation },
        );
        return succeeded(
          'Der Passkey wurde entfernt. Mit ihm ist keine Anmeldung mehr möglich.',
          intent,
        );
      case 'passkey-add':
        // The form's script does this in the browser; without script there is no ceremony.
        return {
          ok: false,
          intent,
          message:
            'Einen Passkey fügen Sie mit eingeschaltetem JavaScript hinzu: Der Browser fragt dabei Ihr Gerät.',
        };
      case 'session-end':
        await backend.send(
          'DELETE',
          `/user/sessions/${encodeURIComponent(formText(form, 'id').slice(0, 64))}`,
        );
        return succeeded('Die Sitzung wurde beendet.', intent);
      case 'sessions-end-others': {
        const { ended } = await backend.send<SessionsEnded>('DELETE', '/user/sessions');
        return succeeded(endedMessage(ended), intent);
      }
      case 'token-create': {
        const values = { name: formText(form, 'name') };
        try {
          const { data } = await backend.send<{ data: NewApiToken }>('POST', '/user/tokens', {
            body: {
              name: values.name,
              scopes: form.getAll('scopes').filter((s) => typeof s === 'string'),
              days: Number(formText(form, 'days')),
              password: formText(form, 'password'),
            },
          });
          return {
            ok: true,
            intent,
            message: `Das Token „${data.name}“ ist erstellt.`,
            token: data.token,
          };
        } catch (error) {
          return apiFailure(error, FIELDS['token-create']!, intent, values);
        }
      }
      case 'token-revoke':
        await backend.send(
          'DELETE',
          `/user/tokens/${encodeURIComponent(formText(form, 'id').slice(0, 12))}`,
        );
        return succeeded('Das Token ist widerrufen.', intent);
      case 'account-delete':
        await backend.send('DELETE', '/user', {
          body: {
            password: formText(form, 'password'),
            code: formText(form, 'code') || undefined,
          } satisfies AccountDeletion,
        });
        return redirect(appUrl('/auth/deleted'));
      default:
        return { ok: false, message: 'Unbekannte Aktion.' };
    }
  } catch (error) {
    return apiFailure(error, FIELDS[intent] ?? [], intent);
  }
}
