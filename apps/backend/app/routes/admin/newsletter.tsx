// Marketing's list of newsletter subscribers (decision 043): state, consent time and text
// version per address, the CSV for the newsletter, deleting an entry on request.
import {
  NEWSLETTER_CONSENT_TEXTS,
  NEWSLETTER_SOURCE_LABELS,
  NEWSLETTER_STATE_LABELS,
  NEWSLETTER_STATES,
  PERMISSIONS,
  type NewsletterSubscriber,
  type Paginated,
} from '@frischkontor/contract';
import { Form, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/Alert';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { Badge } from '../../components/ui/Badge';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { formatStamp } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { ApiError, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Newsletter', matches);
export const ErrorBoundary = AdminErrorBoundary;

const querySchema = z.object({
  status: z.enum(NEWSLETTER_STATES).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** The API's filters from the page's query (the list and its CSV use the same). */
function apiQuery(query: z.infer<typeof querySchema>) {
  return { state: query.status, search: query.q || undefined };
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.newsletterSubscribers);
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  const subscribers = await backendOf(args.context).get<Paginated<NewsletterSubscriber>>(
    '/admin/newsletter',
    { ...apiQuery(query), page: query.seite, size: 50 },
  );
  return { query, subscribers };
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requirePermission(args, PERMISSIONS.newsletterSubscribers);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  if (intent !== 'delete' || !/^[1-9]\d{0,9}$/.test(id))
    return { ok: false, intent, message: 'Unbekannte Aktion.' };
  try {
    await backendOf(args.context).send('DELETE', `/admin/newsletter/${id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { ok: false, intent, message: 'Dieser Eintrag ist schon gelöscht.' };
    throw error;
  }
  return succeeded(`${formText(form, 'email')} wurde aus der Liste gelöscht.`, intent);
}

const STATE_TONES = { pending: 'waiting', confirmed: 'good' } as const;

function exportSearch(query: z.infer<typeof querySchema>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { query, subscribers } = loaderData;
  const result = actionData as ActionResult | undefined;
  const [searchParams] = useSearchParams();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">Newsletter</h1>
        <DownloadLink to={`/newsletter/export${exportSearch(query)}`}>
          Liste als CSV herunterladen
        </DownloadLink>
      </div>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Wer den Newsletter bekommt, mit dem Nachweis der Einwilligung: wann die Anmeldung kam, wann
        der Link in der Bestätigungsmail sie bestätigt hat und welcher Einwilligungstext galt.
        Verschicken Sie nur an bestätigte Adressen. Wer sich abmeldet, verschwindet sofort aus der
        Liste; unbestätigte Anmeldungen löschen wir nach 48 Stunden. Jeder Download steht im
        Protokoll.
      </p>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}
      <Form
        method="get"
        role="search"
        aria-label="Newsletter-Empfänger"
        className="mt-6 flex flex-wrap items-end gap-4"
      >
        <div>
          <label htmlFor="suche" className="block font-semibold">
            E-Mail-Adresse
          </label>
          <input id="suche" name="q" type="search" defaultValue={query.q} className="input w-64" />
        </div>
        <div>
          <label htmlFor="status" className="block font-semibold">
            Zustand
          </label>
          <select id="status" name="status" defaultValue={query.status ?? ''} className="input">
            <option value="">Alle</option>
            {NEWSLETTER_STATES.map((state) => (
              <option key={state} value={state}>
                {NEWSLETTER_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Filtern
        </button>
      </Form>
      <p className="mt-6" role="status">
        {subscribers.meta.total === 0
          ? 'Keine Empfänger gefunden.'
          : `${subscribers.meta.total} ${subscribers.meta.total === 1 ? 'Empfänger' : 'Empfänger'}, ${subscribers.meta.from}–${subscribers.meta.to} angezeigt.`}
      </p>
      {subscribers.data.length > 0 && (
        <div className="mt-3 table-scroll rounded-xl border border-line bg-white">
          <table className="table">
            <caption className="sr-only">Newsletter-Empfänger</caption>
            <thead>
              <tr>
                <th scope="col">E-Mail-Adresse</th>
                <th scope="col">Zustand</th>
                <th scope="col">Einwilligung</th>
                <th scope="col">Nachweis</th>
                <th scope="col">
                  <span className="sr-only">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.data.map((s) => (
                <tr key={s.id}>
                  <td className="min-w-48 break-all">{s.email}</td>
                  <td>
                    <Badge tone={STATE_TONES[s.state]}>{NEWSLETTER_STATE_LABELS[s.state]}</Badge>
                    {s.expires_at && (
                      <span className="mt-1 block text-sm text-ink-soft">
                        Link gültig bis {formatStamp(s.expires_at)}
                      </span>
                    )}
                  </td>
                  <td>
                    <span className="block">angemeldet {formatStamp(s.requested_at)}</span>
                    <span className="block text-ink-soft">
                      {s.confirmed_at
                        ? `bestätigt ${formatStamp(s.confirmed_at)}`
                        : 'noch nicht bestätigt'}
                    </span>
                  </td>
                  <td>
                    <span
                      className="block"
                      title={
                        Object.hasOwn(NEWSLETTER_CONSENT_TEXTS, s.consent_version)
                          ? NEWSLETTER_CONSENT_TEXTS[
                              s.consent_version as keyof typeof NEWSLETTER_CONSENT_TEXTS
                            ]
                          : undefined
                      }
                    >
                      Text {s.consent_version}{' '}
                      <span className="block font-mono text-xs text-ink-soft">
                        SHA-256 {s.consent_text_sha256.slice(0, 8)}…
                      </span>
                    </span>
                    <span className="block text-sm text-ink-soft">
                      {NEWSLETTER_SOURCE_LABELS[s.source] ?? s.source}
                    </span>
                  </td>
                  <td>
                    <ConfirmDialog
                      trigger="Löschen"
                      triggerLabel={`Löschen: ${s.email}`}
                      triggerClassName="btn btn-danger btn-sm"
                      title={`${s.email} löschen?`}
                      description="Die Adresse und der Nachweis ihrer Einwilligung werden gelöscht; sie bekommt keinen Newsletter mehr. Für eine neue Anmeldung ist wieder eine Bestätigung per E-Mail nötig."
                      confirmLabel="Endgültig löschen"
                      intent="delete"
                      fields={{ id: String(s.id), email: s.email }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination meta={subscribers.meta} search={searchParams} label="Seiten der Empfänger" />
      <details className="mt-8 max-w-3xl">
        <summary className="cursor-pointer font-semibold">Aktueller Einwilligungstext</summary>
        <p className="mt-2 text-ink-soft">
          {Object.entries(NEWSLETTER_CONSENT_TEXTS).map(([version, text]) => (
            <span key={version} className="block">
              <strong>Version {version}:</strong> {text}
            </span>
          ))}
        </p>
      </details>
    </>
  );
}
