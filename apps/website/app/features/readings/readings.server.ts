// What the intranet does with Pflichtlektüre (issue 32, item 2; decision 053) on the backend's
// `/api/readings`: the person's list and „Gelesen und verstanden“, the managers' list and form,
// the report with its CSV, a new round, the end. The backend decides who sees what; a page of
// managers answers everyone else with the 404 of an unknown page.
import {
  can,
  PERMISSIONS,
  READING_CONFIRM_LABEL,
  type ReadingFeed,
  type ReadingItem,
  type ReadingReport,
  type ReadingSummaries,
} from '@frischkontor/contract';
import type { ApiClient, ApiError } from '@frischkontor/helium-client';
import { formText, readForm } from '@frischkontor/server-kit';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import type { Viewer } from '~/platform/context/viewer';
import { passesRoleRule } from '~/platform/guards/role-rules';
import { requireRole } from '~/platform/guards/viewer.server';
import { pageNotFound } from '~/platform/errors/not-found';

const UNAVAILABLE =
  'Die Pflichtlektüre ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.';

export interface ReadingActionResult {
  ok: boolean;
  intent: string;
  message: string;
  fields?: Record<string, string>;
  values?: Record<string, string | string[]>;
}

const text = (form: FormData, name: string) => formText(form, name).trim();

/** A refusal of the API in the page's words, with the fields it names. */
function refused(intent: string, values?: ReadingActionResult['values']) {
  return (error: ApiError) =>
    data<ReadingActionResult>(
      {
        ok: false,
        intent,
        message:
          error.status === 422
            ? 'Bitte prüf die markierten Felder.'
            : error.status === 404
              ? 'Diese Pflichtlektüre gibt es nicht mehr.'
              : error.message,
        fields: { ...error.fieldErrors },
        values,
      },
      { status: error.status >= 500 ? 502 : error.status },
    );
}

const unavailable = (intent: string) => () =>
  data<ReadingActionResult>({ ok: false, intent, message: UNAVAILABLE }, { status: 503 });

/** `/intern/pflichtlektuere`: the person's items; for managers also every item and the form. */
export async function readingsLoader(args: LoaderFunctionArgs & { url: URL }) {
  const viewer = await requireRole(args, 'personal');
  const manage = can(viewer.user, PERMISSIONS.readingsManage);
  const api = backendFor(args.request, args.context);
  const feed = await askBackend(args.url, () => api.get<ReadingFeed>('/readings'));
  const all = manage
    ? await askBackend(args.url, () => api.get<ReadingSummaries>('/readings', { all: 1 }))
    : null;
  return {
    seo: {
      title: 'Pflichtlektüre',
      description: 'Was du lesen und bestätigen sollst.',
      noindex: true,
    },
    items: feed.data,
    open: feed.meta.open,
    manage: all && { items: all.data, ...all.meta },
  };
}

/** „Gelesen und verstanden“, and for managers a new item (plain forms: no JavaScript needed). */
export async function readingsAction(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  await requireRole({ ...args, url }, 'personal');
  const form = await readForm(args.request);
  const intent = text(form, 'intent');
  const api = backendFor(args.request, args.context);
  if (intent === 'confirm') {
    const id = text(form, 'id');
    if (!/^[1-9]\d{0,9}$/.test(id)) throw pageNotFound(url.pathname);
    return askBackend(
      url,
      async () => {
        await api.send('POST', `/readings/${id}/confirm`, {
          body: { version: text(form, 'version') },
        });
        const title = text(form, 'title');
        return {
          ok: true,
          intent,
          message: `Bestätigt: „${title}“ – ${READING_CONFIRM_LABEL.toLowerCase()}. Danke!`,
        } satisfies ReadingActionResult;
      },
      { refused: refused(intent), unavailable: unavailable(intent) },
    );
  }
  if (intent === 'create') {
    const values = {
      kind: text(form, 'kind'),
      article: text(form, 'article'),
      document: text(form, 'document'),
      roles: form.getAll('roles').filter((r): r is string => typeof r === 'string'),
      due_on: text(form, 'due_on'),
    };
    return askBackend(
      url,
      async () => {
        const body = {
          kind: values.kind,
          roles: values.roles,
          due_on: values.due_on,
          ...(values.kind === 'wiki' ? { article: values.article } : {}),
          ...(values.kind === 'document' ? { document: values.document } : {}),
        };
        await api.send('POST', '/readings', { body });
        return {
          ok: true,
          intent,
          message: 'Festgelegt. Alle Betroffenen sehen es jetzt unter „Zu bestätigen“.',
        } satisfies ReadingActionResult;
      },
      { refused: refused(intent, values), unavailable: unavailable(intent) },
    );
  }
  return data<ReadingActionResult>(
    { ok: false, intent, message: 'Diese Aktion gibt es nicht.' },
    { status: 400 },
  );
}

/** The report's page is for managers only: everyone else gets the 404 of an unknown page. */
async function managerApi(args: LoaderFunctionArgs | ActionFunctionArgs, url: URL) {
  const viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, PERMISSIONS.readingsManage)) throw pageNotFound(url.pathname);
  const id = String(args.params.id ?? '');
  if (!/^[1-9]\d{0,9}$/.test(id)) throw pageNotFound(url.pathname);
  return { api: backendFor(args.request, args.context), id };
}

/** `/intern/pflichtlektuere/{id}`: per role who confirmed which version when, who is missing. */
export async function readingReportLoader(args: LoaderFunctionArgs & { url: URL }) {
  const { api, id } = await managerApi(args, args.url);
  const report = await askBackend(
    args.url,
    () => api.get<ReadingReport>(`/readings/${id}/report`),
    { notFound: true },
  );
  const { reading } = report.data;
  return {
    seo: { title: `Pflichtlektüre: ${reading.title}`, description: 'Bestätigungen', noindex: true },
    ...report.data,
  };
}

/** A new round after a material change, another due date or roles, or the end. */
export async function readingReportAction(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const { api, id } = await managerApi(args, url);
  const form = await readForm(args.request);
  const intent = text(form, 'intent');
  const call = (path: string, body: object, message: string) =>
    askBackend(
      url,
      async () => {
        await api.send('POST', `/readings/${id}${path}`, { body });
        return { ok: true, intent, message } satisfies ReadingActionResult;
      },
      { refused: refused(intent), unavailable: unavailable(intent) },
    );
  if (intent === 'renew')
    return call(
      '/renew',
      { due_on: text(form, 'due_on') },
      'Alle Betroffenen bestätigen jetzt die aktuelle Fassung neu.',
    );
  if (intent === 'close')
    return call('/close', {}, 'Beendet. Die Bestätigungen bleiben im Bericht.');
  if (intent === 'due')
    return askBackend(
      url,
      async () => {
        await api.send('PATCH', `/readings/${id}`, { body: { due_on: text(form, 'due_on') } });
        return {
          ok: true,
          intent,
          message: 'Die Frist ist geändert.',
        } satisfies ReadingActionResult;
      },
      { refused: refused(intent), unavailable: unavailable(intent) },
    );
  return data<ReadingActionResult>(
    { ok: false, intent, message: 'Diese Aktion gibt es nicht.' },
    { status: 400 },
  );
}

/** The report as CSV for audits, through the person's session. */
export async function readingReportCsv(args: LoaderFunctionArgs & { url: URL }) {
  const { api, id } = await managerApi(args, args.url);
  const answer = await askBackend(args.url, () =>
    api.raw('GET', `/readings/${id}/report.csv`, { headers: { Accept: 'text/csv' } }),
  );
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel();
    throw pageNotFound(args.url.pathname);
  }
  return new Response(answer.body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition':
        answer.headers.get('content-disposition') ??
        `attachment; filename="pflichtlektuere-${id}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** The dashboard's „Zu bestätigen (n)“; null for whom it is not, or when the backend is away. */
export async function dashboardReadings(
  viewer: Viewer,
  api: ApiClient,
): Promise<{ items: ReadingItem[]; open: number } | null> {
  if (!passesRoleRule(viewer.user, 'personal')) return null;
  try {
    const feed = await api.get<ReadingFeed>('/readings');
    return { items: feed.data.filter((i) => !i.confirmed).slice(0, 5), open: feed.meta.open };
  } catch {
    return null;
  }
}
