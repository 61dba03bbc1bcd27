import type {
  AdminNotification,
  AdminNotificationPage,
  NoticeOutcome,
} from '@frischkontor/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { formatStamp } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requireAdminPanel } from '../../features/auth/guards.server';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Benachrichtigungen', matches);
export const ErrorBoundary = AdminErrorBoundary;

/** What was done to the account, as the list says it. */
const DONE: Record<NoticeOutcome, string> = {
  approved: 'freigeschaltet',
  blocked: 'gesperrt',
  unblocked: 'Sperre aufgehoben',
  deleted: 'gelöscht',
  restored: 'wiederhergestellt',
  purged: 'endgültig entfernt',
};

function doneText(n: AdminNotification): string {
  const what = n.done_action ? DONE[n.done_action] : 'bearbeitet';
  return `Konto ${what}${n.done_by ? ` von ${n.done_by.name}` : ''} am ${formatStamp(n.done_at)}.`;
}

const querySchema = z.object({ seite: z.coerce.number().int().min(1).max(100_000).catch(1) });

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPanel(args);
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  const list = await backendOf(args.context).get<AdminNotificationPage>('/admin/notifications', {
    page: query.seite,
    size: 25,
  });
  return { list };
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requireAdminPanel(args);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const backend = backendOf(args.context);
  try {
    if (intent === 'read-all') {
      await backend.send('POST', '/admin/notifications/read-all');
      return succeeded('Alle Benachrichtigungen sind als gelesen markiert.', intent);
    }
    const id = formText(form, 'id');
    if (!/^\d{1,10}$/.test(id))
      return { ok: false, message: 'Diese Benachrichtigung gibt es nicht.' };
    await backend.send('POST', `/admin/notifications/${id}/read`);
    return succeeded('Die Benachrichtigung ist als gelesen markiert.', 'read');
  } catch (error) {
    return apiFailure(error, [], intent);
  }
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const result = actionData as ActionResult | undefined;
  const [searchParams] = useSearchParams();
  const unread = list.meta.unread;
  return (
    <>
      <h1 className="text-3xl">Benachrichtigungen</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Neue Registrierungen und bestätigte E-Mail-Adressen. Wer sie bekommt, legt das Recht „Über
        neue Registrierungen und bestätigte Adressen benachrichtigt werden“ unter Rollen und Rechte
        fest; dieselben Hinweise kommen auch per E-Mail. Sobald jemand das Konto freischaltet,
        sperrt, löscht oder wiederherstellt, ist der Hinweis für alle erledigt.
      </p>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status">
          {list.meta.total === 0
            ? 'Keine Benachrichtigungen.'
            : unread === 0
              ? 'Nichts Neues: alles gelesen oder erledigt.'
              : `${unread} ungelesen${unread === 1 ? 'e Benachrichtigung' : 'e Benachrichtigungen'}.`}
        </p>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <SubmitButton className="btn btn-secondary btn-sm" pendingLabel="Wird markiert …">
              Alle als gelesen markieren
            </SubmitButton>
          </Form>
        )}
      </div>
      {list.data.length > 0 && (
        <ul className="mt-3 space-y-3" aria-label="Benachrichtigungen, die neuesten zuerst">
          {list.data.map((n) => {
            const news = !n.read_at && !n.done_at;
            return (
              <li
                key={n.id}
                className={
                  news
                    ? 'rounded-xl border-2 border-brand-700 bg-white p-4'
                    : 'rounded-xl border border-line bg-white p-4'
                }
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {news && (
                        <span className="mr-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                          Neu
                        </span>
                      )}
                      {n.done_at && (
                        <span className="mr-2">
                          <Badge tone="good">Erledigt</Badge>
                        </span>
                      )}
                      {n.subject_user_id ? (
                        <Link to={`/benutzer/${n.subject_user_id}`} className="link">
                          {n.title}
                        </Link>
                      ) : (
                        n.title
                      )}
                    </p>
                    <p className="mt-1 text-ink-soft">{n.body}</p>
                    {n.done_at && <p className="mt-1 text-ink-soft">{doneText(n)}</p>}
                    <p className="mt-1 text-sm text-ink-soft">{formatStamp(n.created_at)}</p>
                  </div>
                  {news && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="read" />
                      <input type="hidden" name="id" value={n.id} />
                      <SubmitButton
                        className="btn btn-secondary btn-sm"
                        pendingLabel="Wird markiert …"
                      >
                        Als gelesen markieren
                        <span className="sr-only">: {n.title}</span>
                      </SubmitButton>
                    </Form>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination meta={list.meta} search={searchParams} label="Seiten der Benachrichtigungen" />
    </>
  );
}
