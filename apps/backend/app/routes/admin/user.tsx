// One account in the admin panel: its data and what may be done with it, each panel in
// features/users.
import { accountStatus } from '@frischkontor/contract';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { hasFieldErrors } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { StateBadge } from '../../features/admin/account-states';
import type { ActionResult } from '../../features/api/results';
import { userAction, userLoader } from './user.server';
import { UserMasterData } from '../../features/users/UserMasterData';
import { DeletedAccount } from '../../features/users/DeletedAccount';
import { UserSessions } from '../../features/users/UserSessions';
import { UserEdit } from '../../features/users/UserEdit';
import { UserAccess } from '../../features/users/UserAccess';
import { UserRoles } from '../../features/users/UserRoles';
import { UserTwoFactorReset } from '../../features/users/UserTwoFactorReset';
import { UserDeletion } from '../../features/users/UserDeletion';
import type { Route } from './+types/user';

export const loader = userLoader;
export const action = userAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(loaderData ? `${loaderData.user.name} – Benutzer` : 'Benutzer', matches);

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { user, roles, may, self, notice, sessions } = loaderData;
  const deleted = !!user.deleted_at;
  const result = actionData as ActionResult | undefined;
  const state = accountStatus(user);
  return (
    <>
      <p>
        <Link to="/benutzer" className="link">
          <span aria-hidden="true">← </span>Alle Benutzer
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl">{user.name}</h1>
        <StateBadge state={deleted ? 'deleted' : state} />
      </div>
      {notice && !result && (
        <Alert tone="success" className="mt-4" focusKey={notice}>
          {notice}
        </Alert>
      )}
      {result?.message && (
        <Alert
          tone={result.ok ? 'success' : 'error'}
          className="mt-4"
          focusKey={hasFieldErrors(result) ? undefined : result}
        >
          {result.message}
        </Alert>
      )}

      <UserMasterData user={user} seeEmail={may.seeEmail} />

      {deleted && <DeletedAccount user={user} mayRestore={may.delete} />}

      {sessions && <UserSessions user={user} sessions={sessions} />}

      {may.edit && !deleted && (
        <UserEdit
          user={user}
          seeEmail={may.seeEmail}
          identity={may.identity}
          self={self}
          result={result}
        />
      )}

      {(may.enable || may.identity) && !deleted && (
        <UserAccess user={user} mayEnable={may.enable} identity={may.identity} self={self} />
      )}

      {may.assign && !deleted && <UserRoles user={user} roles={roles} />}

      {may.identity && (user.tfa_enabled || !!user.passkeys) && !deleted && (
        <UserTwoFactorReset user={user} />
      )}

      {may.delete && !self && !deleted && <UserDeletion user={user} />}
    </>
  );
}
