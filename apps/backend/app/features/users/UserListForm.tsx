// The user list's table, a form: rows to tick, the bulk actions on them, the order by column.
import type { AdminUser, Paginated } from '@frischkontor/contract';
import { useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated';
import type { ActionResult } from '../api/results';
import { BulkBar } from './BulkBar';
import type { BulkAction } from './bulk-actions';
import { SortHeader } from '../../components/ui/SortHeader';
import { listSearch, type UserListQuery, type UserSort } from './user-list';
import { UserRow } from './UserRow';

export function UserListForm({
  users,
  query,
  roles,
  showEmail,
  bulk,
  result,
}: {
  users: Paginated<AdminUser>;
  query: UserListQuery;
  roles: { id: number; name: string }[];
  showEmail: boolean;
  bulk: BulkAction[];
  result: ActionResult | undefined;
}) {
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
  const sortBy = {
    current: query.sortierung ?? 'name',
    href: (sort: string) => `/benutzer${listSearch(query, { sortierung: sort as UserSort })}`,
  };
  return (
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
      <div className="mt-3 table-scroll @container rounded-xl border border-line bg-white">
        <table className="table table-cards">
          <caption className="sr-only">Benutzer</caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="cards-keep">
                  {hydrated ? (
                    <>
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
                      {/* Where the rows are cards, the box stands alone above them. */}
                      <span aria-hidden="true" className="cards-only font-normal">
                        Alle auf dieser Seite auswählen
                      </span>
                    </>
                  ) : (
                    // The box's room, so the rows stand still when it arrives.
                    <span className="block size-5">
                      <span className="sr-only">Auswahl</span>
                    </span>
                  )}
                </th>
              )}
              <SortHeader {...sortBy} by="name">
                Name
              </SortHeader>
              <SortHeader {...sortBy} by="company">
                Firma
              </SortHeader>
              {showEmail && (
                <SortHeader {...sortBy} by="email">
                  E-Mail
                </SortHeader>
              )}
              <th scope="col">Rollen</th>
              <th scope="col">Zustand</th>
              <SortHeader {...sortBy} by="created_at">
                Registriert
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <UserRow key={user.id} user={user} selectable={selectable} showEmail={showEmail} />
            ))}
          </tbody>
        </table>
      </div>
    </Form>
  );
}
