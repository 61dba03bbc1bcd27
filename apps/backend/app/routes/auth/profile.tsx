// „Mein Konto“: the own account's sections, each in features/profile.
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { pageTitle } from '../../components/ui/page';
import { ACCOUNT_SCREEN_NOTICES, ACCOUNT_SCREEN_PATHS } from '../../features/auth/account-state';
import { DeleteAccount } from '../../features/profile/DeleteAccount';
import { EmailChange } from '../../features/profile/EmailChange';
import { MyData, SignOut } from '../../features/profile/MyData';
import { ApiTokens } from '../../features/profile/ApiTokens';
import { Passkeys } from '../../features/profile/Passkeys';
import { PasswordChange, PasswordChangeRequired } from '../../features/profile/PasswordChange';
import { PersonalData } from '../../features/profile/PersonalData';
import { resultFor, type ProfileResult } from '../../features/profile/result';
import { Sessions } from '../../features/profile/Sessions';
import { TwoFactor, TwoFactorRequired } from '../../features/profile/TwoFactor';
import { profileAction, profileLoader } from './profile.server';
import type { Route } from './+types/profile';

export const loader = profileLoader;
export const action = profileAction;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Mein Konto', matches);

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const {
    user,
    screen,
    back,
    sessions,
    passkeys,
    tokens,
    twoFactorRequired,
    passwordChangeRequired,
  } = loaderData;
  const result = actionData as ProfileResult | undefined;
  return (
    <main id="inhalt" className="flex-1 px-4 py-10">
      <div className="mx-auto max-w-3xl">
        <a href={back} className="link">
          <span aria-hidden="true">← </span>Zurück
        </a>
        <h1 className="mt-4 text-4xl">Mein Konto</h1>
        <p className="mt-2 text-ink-soft">
          Angemeldet als <strong className="break-all text-ink">{user.email}</strong>
        </p>
        {passwordChangeRequired && <PasswordChangeRequired />}
        {twoFactorRequired && <TwoFactorRequired hasPasskeys={!!passkeys?.length} />}
        {screen && (
          <Alert tone="info" className="mt-6" title={ACCOUNT_SCREEN_NOTICES[screen].text}>
            <Link
              to={`${ACCOUNT_SCREEN_PATHS[screen]}?${new URLSearchParams({ intended: back })}`}
              className="link"
            >
              {ACCOUNT_SCREEN_NOTICES[screen].link}
            </Link>
          </Alert>
        )}
        <PersonalData user={user} result={resultFor(result, 'profile')} />
        <EmailChange user={user} result={resultFor(result, 'email')} />
        <PasswordChange user={user} result={resultFor(result, 'password')} />
        <TwoFactor
          enabled={user.tfaEnabled}
          result={resultFor(result, 'tfa-start', 'tfa-confirm', 'tfa-codes', 'tfa-disable')}
        />
        <Passkeys
          passkeys={passkeys}
          result={resultFor(result, 'passkey-rename', 'passkey-remove', 'passkey-add')}
        />
        {tokens && (
          <ApiTokens tokens={tokens} result={resultFor(result, 'token-create', 'token-revoke')} />
        )}
        <Sessions
          sessions={sessions}
          result={resultFor(result, 'session-end', 'sessions-end-others')}
        />
        <MyData />
        <SignOut />
        <DeleteAccount
          admin={user.admin}
          tfaEnabled={user.tfaEnabled}
          result={resultFor(result, 'account-delete')}
        />
      </div>
    </main>
  );
}
