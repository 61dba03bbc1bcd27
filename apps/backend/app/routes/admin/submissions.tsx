import { PERMISSIONS, type Paginated, type SubmissionSummary } from '@frischkontor/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatStamp } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import {
  DELIVERY_LABELS,
  DELIVERY_STATES,
  DeliveryBadge,
  SUBMISSION_TYPES,
} from '../../features/admin/delivery';
import { backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/submissions';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Formulareingänge', matches);
export const ErrorBoundary = AdminErrorBoundary;

const querySchema = z.object({
  typ: z.enum(['contact', 'application']).optional().catch(undefined),
  status: z.enum(DELIVERY_STATES).optional().catch(undefined),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  const submissions = await backendOf(args.context).get<Paginated<SubmissionSummary>>(
    '/admin/forms',
    { type: query.typ, state: query.status, page: query.seite, size: 20 },
  );
  return { query, submissions };
}

export default function Submissions({ loaderData }: Route.ComponentProps) {
  const { query, submissions } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <>
      <h1 className="text-3xl">Formulareingänge</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Kontaktanfragen und Bewerbungen von der Website. Jeder Eingang ist gespeichert, bevor eine
        E-Mail verschickt wird; schlägt die Zustellung fehl, können Sie sie erneut anstoßen.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="typ" className="block font-semibold">
            Art
          </label>
          <select id="typ" name="typ" defaultValue={query.typ ?? ''} className="input">
            <option value="">Alle</option>
            <option value="contact">Kontaktanfragen</option>
            <option value="application">Bewerbungen</option>
          </select>
        </div>
        <div>
          <label htmlFor="status" className="block font-semibold">
            Zustellung
          </label>
          <select id="status" name="status" defaultValue={query.status ?? ''} className="input">
            <option value="">Alle</option>
            {DELIVERY_STATES.map((state) => (
              <option key={state} value={state}>
                {DELIVERY_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Filtern
        </button>
      </Form>
      <p className="mt-6" role="status">
        {submissions.meta.total === 0
          ? 'Keine Eingänge gefunden.'
          : `${submissions.meta.total} ${submissions.meta.total === 1 ? 'Eingang' : 'Eingänge'}, ${submissions.meta.from}–${submissions.meta.to} angezeigt.`}
      </p>
      {submissions.data.length > 0 && (
        <div className="mt-3 table-scroll rounded-xl border border-line bg-white">
          <table className="table">
            <caption className="sr-only">Formulareingänge</caption>
            <thead>
              <tr>
                <th scope="col">Nr.</th>
                <th scope="col">Eingang</th>
                <th scope="col">Art</th>
                <th scope="col">Von</th>
                <th scope="col">Thema oder Stelle</th>
                <th scope="col">Zustellung</th>
              </tr>
            </thead>
            <tbody>
              {submissions.data.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link
                      to={`/formulare/${s.id}`}
                      className="link"
                      aria-label={`${s.id}: ${SUBMISSION_TYPES[s.type]} von ${s.name}`}
                    >
                      {s.id}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap">{formatStamp(s.created_at)}</td>
                  <td>
                    {SUBMISSION_TYPES[s.type]}
                    {s.has_cv && <span className="block text-ink-soft">mit Lebenslauf</span>}
                  </td>
                  <td>
                    {s.name}
                    <span className="block break-all text-ink-soft">{s.email}</span>
                  </td>
                  <td>{s.topic}</td>
                  <td>
                    <DeliveryBadge state={s.delivery_state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination meta={submissions.meta} search={searchParams} label="Seiten der Eingänge" />
    </>
  );
}
