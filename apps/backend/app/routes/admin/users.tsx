import { EmailAddress } from '@frischkontor/design';
import {
  BUSINESS_PROOF_LABELS,
  USER_LIST_STATES,
  accountStatus,
  can,
  isAdmin,
  PERMISSIONS,
  type AdminRole,
  type AdminUser,
  type Paginated,
} from '@frischkontor/contract';
import { useId, useRef, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { formatDateTime } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { StateBadge, stateLabel } from '../../features/admin/account-states';
import {
  customerNumberText,
  profileText,
  showsBusinessProof,
} from '../../features/admin/registration';
import type { ActionResult } from '../../features/api/results';
import { useHydrated } from '../../components/ui/use-hydrated';
import { BULK_ACTIONS, type BulkAction } from '../../features/admin/bulk-actions';
import { usersAction } from './users.server';
import {
  apiListQuery,
  listSearch,
  readUserListQuery,
  type UserListQuery,
  type UserSort,
} from '../../features/admin/user-list';
import { backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/users';

export const action = usersAction;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Benutzer', matches);
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 20;

const NOTICES: Record<string, string> = {
  geloescht: 'Das Konto wurde gelöscht.',
};

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, PERMISSIONS.viewUsers);
  const query = readUserListQuery(args.url);
  const backend = backendOf(args.context);
  const [users, roles] = await Promise.all([
    backend.get<Paginated<AdminUser>>('/admin/users', {
      ...apiListQuery(query),
      page: query.seite,
      size: PAGE_SIZE,
    }),
    can(viewer, PERMISSIONS.viewRoles)
      ? backend.get<{ data: AdminRole[] }>('/admin/roles').then((r) => r.data)
      : Promise.resolve([] as AdminRole[]),
  ]);
  return {
    query,
    users,
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    showEmail: isAdmin(viewer),
    mayInvite: can(viewer, PERMISSIONS.createUsers),
    bulk: (Object.keys(BULK_ACTIONS) as BulkAction[]).filter(
      (key) => can(viewer, BULK_ACTIONS[key].permission) && (key !== 'role' || roles.length > 0),
    ),
    notice: NOTICES[args.url.searchParams.get('hinweis') ?? ''] ?? null,
  };
}

/** A column header that orders the list by it; a second click reverses the order. */
function SortHeader({
  query,
  by,
  children,
}: {
  query: UserListQuery;
  by: 'name' | 'company' | 'email' | 'created_at';
  children: string;
}) {
  const current = query.sortierung ?? 'name';
  const ascending = current === by;
  const descending = current === `-${by}`;
  const next = (ascending ? `-${by}` : by) as UserSort;
  return (
    <th scope="col" aria-sort={ascending ? 'ascending' : descending ? 'descending' : undefined}>
      <Link
        to={`/benutzer${listSearch(query, { sortierung: next })}`}
        className="link whitespace-nowrap"
      >
        {children}
        <span aria-hidden="true">{ascending ? ' ▲' : descending ? ' ▼' : ''}</span>
        <span className="sr-only">
          {ascending ? ', absteigend sortieren' : ', aufsteigend sortieren'}
        </span>
      </Link>
    </th>
  );
}

/**
 * What to do with the ticked accounts: the action (and its role or reason), then a confirmation
 * in a modal dialog. Lives inside the list's form, so the row checkboxes are posted with it.
 */
function BulkBar({
  actions,
  roles,
  dialogId,
  count,
}: {
  actions: BulkAction[];
  roles: { id: number; name: string }[];
  dialogId: string;
  count: number;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<BulkAction | ''>('');
  const dialog = useRef<HTMLDialogElement>(null);
  const open = () => {
    if (!('commandForElement' in HTMLButtonElement.prototype)) dialog.current?.showModal();
  };
  const close = () => {
    if (!('commandForElement' in HTMLButtonElement.prototype)) dialog.current?.close();
  };
  const label = chosen ? BULK_ACTIONS[chosen].label : 'Die gewählte Aktion';
  return (
    <fieldset className="bulk-bar mt-6 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 font-semibold">Ausgewählte Konten bearbeiten</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="sammel-aktion" className="block font-semibold">
            Aktion
          </label>
          <select
            id="sammel-aktion"
            name="aktion"
            className="input"
            value={chosen}
            onChange={(e) => setChosen(e.target.value as BulkAction | '')}
          >
            <option value="">Bitte wählen</option>
            {actions.map((key) => (
              <option key={key} value={key}>
                {BULK_ACTIONS[key].label}
              </option>
            ))}
          </select>
        </div>
        {/* The chosen action's own field shows by CSS (app.css), so the bar stands where the
            server drew it while the page comes alive, and works without JavaScript. */}
        {actions.includes('role') && (
          <div className="bulk-role">
            <label htmlFor="sammel-rolle" className="block font-semibold">
              Neue Rolle
            </label>
            <select id="sammel-rolle" name="rolle" className="input">
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {actions.includes('block') && (
          <div className="bulk-block min-w-0 grow sm:max-w-md">
            <label htmlFor="sammel-grund" className="block font-semibold">
              Grund der Sperre
            </label>
            <input id="sammel-grund" name="grund" maxLength={500} className="input w-full" />
          </div>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          aria-haspopup="dialog"
          commandfor={dialogId}
          command="show-modal"
          onClick={open}
        >
          Auf Auswahl anwenden …
        </button>
      </div>
      <p className="mt-2 min-h-[1lh] text-sm text-ink-soft" aria-live="polite">
        {hydrated ? `${count} ${count === 1 ? 'Konto' : 'Konten'} ausgewählt.` : ''}
      </p>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-text`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-6 text-ink shadow-xl"
      >
        <h2 id={`${dialogId}-title`} className="text-xl">
          Auf die Auswahl anwenden?
        </h2>
        <p id={`${dialogId}-text`} className="mt-3 text-ink-soft">
          {hydrated
            ? `${label}: ${count} ${count === 1 ? 'Konto' : 'Konten'}.`
            : 'Die gewählte Aktion wird auf alle ausgewählten Konten angewandt.'}
          {chosen === 'delete' && ' Gelöschte Konten lassen sich 30 Tage lang wiederherstellen.'}
          {chosen === 'approve' &&
            ' Jedes Konto erhält die Rollen seines Registrierungsprofils (in der Liste unter „Rollen“ genannt).'}
          {chosen === 'block' && ' Alle Sitzungen dieser Konten werden sofort beendet.'}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn btn-secondary"
            commandfor={dialogId}
            command="close"
            onClick={close}
          >
            Abbrechen
          </button>
          <button type="submit" className="btn btn-danger-solid">
            {chosen ? BULK_ACTIONS[chosen].label : 'Anwenden'}
          </button>
        </div>
      </dialog>
    </fieldset>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { query, users, roles, showEmail, notice, mayInvite, bulk } = loaderData;
  const result = actionData as ActionResult | undefined;
  const [searchParams] = useSearchParams();
  const filtered = !!(query.q || query.status || query.rolle);
  const hydrated = useHydrated();
  const dialogId = useId();
  const listForm = useRef<HTMLFormElement>(null);
  // The ticks belong to the page as it was answered: a new action result starts afresh
  // (the form is remounted with a new key, its checkboxes empty).
  const [ticked, setTicked] = useState<{ result: unknown; n: number }>({ result, n: 0 });
  const count = ticked.result === result ? ticked.n : 0;
  const countTicked = () =>
    setTicked({
      result,
      n: listForm.current?.querySelectorAll('input[name="ids"]:checked').length ?? 0,
    });
  const selectable = bulk.length > 0 && query.status !== 'deleted';
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">Benutzer</h1>
        <div className="flex flex-wrap gap-3">
          {/* A file, not a page: the browser loads it itself and saves it. */}
          <Link
            to={`/benutzer/export${listSearch(query, {})}`}
            reloadDocument
            className="btn btn-secondary"
          >
            Liste als CSV herunterladen
          </Link>
          {mayInvite && (
            <Link to="/benutzer/neu" className="btn btn-primary">
              Person einladen
            </Link>
          )}
        </div>
      </div>
      {notice && (
        <Alert tone="success" className="mt-4" focusKey={notice}>
          {notice}
        </Alert>
      )}
      <Form
        method="get"
        role="search"
        aria-label="Benutzer"
        className="mt-6 flex flex-wrap items-end gap-4"
      >
        {query.sortierung && <input type="hidden" name="sortierung" value={query.sortierung} />}
        <div>
          <label htmlFor="suche" className="block font-semibold">
            Suche
          </label>
          <input
            id="suche"
            name="q"
            type="search"
            defaultValue={query.q}
            aria-describedby="suche-hinweis"
            className="input w-64"
          />
          <p id="suche-hinweis" className="mt-1 text-sm text-ink-soft">
            Name, Firma, Kundennummer{showEmail ? ' oder E-Mail' : ''}
          </p>
        </div>
        <div className="self-start">
          <label htmlFor="status" className="block font-semibold">
            Zustand
          </label>
          <select id="status" name="status" defaultValue={query.status ?? ''} className="input">
            <option value="">Alle</option>
            {USER_LIST_STATES.map((state) => (
              <option key={state} value={state}>
                {stateLabel(state)}
              </option>
            ))}
          </select>
        </div>
        {roles.length > 0 && (
          <div className="self-start">
            <label htmlFor="rolle" className="block font-semibold">
              Rolle
            </label>
            <select id="rolle" name="rolle" defaultValue={query.rolle ?? ''} className="input">
              <option value="">Alle</option>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex gap-3 self-start pt-8">
          <button type="submit" className="btn btn-primary">
            Filtern
          </button>
          {filtered && (
            <Link to="/benutzer" className="btn btn-secondary">
              Zurücksetzen
            </Link>
          )}
        </div>
      </Form>

      <p className="mt-6" role="status">
        {users.meta.total === 0
          ? 'Keine Benutzer gefunden.'
          : `${users.meta.total} Benutzer${filtered ? ' gefunden' : ''}, ${users.meta.from}–${users.meta.to} angezeigt.`}
      </p>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}
      {users.data.length > 0 && (
        <Form
          key={result?.ok ? result.message : 'liste'}
          method="post"
          ref={listForm}
          onChange={countTicked}
          onSubmit={(event) => {
            // Enter in a field submits too: only the dialog's button applies the action.
            const dialog = document.getElementById(dialogId) as HTMLDialogElement | null;
            if (dialog && !dialog.open) {
              event.preventDefault();
              dialog.showModal();
            } else dialog?.close();
          }}
        >
          {selectable && <BulkBar actions={bulk} roles={roles} dialogId={dialogId} count={count} />}
          <div className="mt-3 table-scroll rounded-xl border border-line bg-white">
            <table className="table">
              <caption className="sr-only">Benutzer</caption>
              <thead>
                <tr>
                  {selectable && (
                    <th scope="col">
                      {hydrated ? (
                        <input
                          type="checkbox"
                          aria-label="Alle auf dieser Seite auswählen"
                          className="block size-5 accent-brand-700"
                          checked={count > 0 && count === users.data.length}
                          onChange={(e) => {
                            for (const box of listForm.current?.querySelectorAll<HTMLInputElement>(
                              'input[name="ids"]',
                            ) ?? [])
                              box.checked = e.target.checked;
                            countTicked();
                          }}
                        />
                      ) : (
                        // The box's room, so the rows stand still when it arrives.
                        <span className="block size-5">
                          <span className="sr-only">Auswahl</span>
                        </span>
                      )}
                    </th>
                  )}
                  <SortHeader query={query} by="name">
                    Name
                  </SortHeader>
                  <SortHeader query={query} by="company">
                    Firma
                  </SortHeader>
                  {showEmail && (
                    <SortHeader query={query} by="email">
                      E-Mail
                    </SortHeader>
                  )}
                  <th scope="col">Rollen</th>
                  <th scope="col">Zustand</th>
                  <SortHeader query={query} by="created_at">
                    Registriert
                  </SortHeader>
                </tr>
              </thead>
              <tbody>
                {users.data.map((user) => (
                  <tr key={user.id}>
                    {selectable && (
                      <td>
                        <input
                          type="checkbox"
                          name="ids"
                          value={user.id}
                          aria-label={`${user.lastname}, ${user.firstname} auswählen`}
                          className="size-5 accent-brand-700"
                        />
                      </td>
                    )}
                    <td>
                      <Link to={`/benutzer/${user.id}`} className="link">
                        {user.lastname}, {user.firstname}
                      </Link>
                      {user.registration && (
                        <span className="block text-sm text-ink-soft">
                          Registriert als {profileText(user)}
                        </span>
                      )}
                    </td>
                    <td>
                      {user.company ?? '–'}
                      {(user.customer_number || user.registration) && (
                        <span className="block text-sm text-ink-soft">
                          {user.customer_number ? 'Kundennummer ' : ''}
                          {customerNumberText(user)}
                        </span>
                      )}
                      {showsBusinessProof(user) && (
                        <span className="block text-sm break-words text-ink-soft">
                          {user.vat_id
                            ? `${BUSINESS_PROOF_LABELS.vat_id} ${user.vat_id}`
                            : user.trade_licence
                              ? `${BUSINESS_PROOF_LABELS.trade_licence}: ${user.trade_licence}`
                              : 'ohne USt-IdNr. und Gewerbenachweis'}
                        </span>
                      )}
                    </td>
                    {showEmail && <td>{user.email && <EmailAddress address={user.email} />}</td>}
                    <td>
                      {user.roles.map((r) => r.name).join(', ') || '–'}
                      {!user.enabled_at && !!user.registration?.roles.length && (
                        <span className="block text-sm text-ink-soft">
                          Freischalten gibt: {user.registration.roles.join(', ')}
                        </span>
                      )}
                    </td>
                    <td>
                      <StateBadge state={user.deleted_at ? 'deleted' : accountStatus(user)} />
                    </td>
                    <td>{formatDateTime(user.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Form>
      )}
      <Pagination meta={users.meta} search={searchParams} label="Seiten der Benutzerliste" />
    </>
  );
}
