import { PERMISSIONS, type Paginated, type SubmissionSummary } from '@frischkontor/contract';
import { Form, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FilterSelect, SearchField } from '../../components/ui/ListFilters';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { DELIVERY_LABELS, DELIVERY_STATES } from '../../features/admin/delivery';
import { SubmissionList } from '../../features/admin/SubmissionList';
import { backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/submissions';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Formulareingänge', matches);
export const ErrorBoundary = AdminErrorBoundary;

const querySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  typ: z.enum(['contact', 'application']).optional().catch(undefined),
  status: z.enum(DELIVERY_STATES).optional().catch(undefined),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  const submissions = await backendOf(args.context).get<Paginated<SubmissionSummary>>(
    '/admin/forms',
    {
      search: query.q || undefined,
      type: query.typ,
      state: query.status,
      page: query.seite,
      size: 20,
    },
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
        <SearchField value={query.q} label="Name oder E-Mail-Adresse" />
        <FilterSelect
          name="typ"
          label="Art"
          value={query.typ}
          options={[
            ['contact', 'Kontaktanfragen'],
            ['application', 'Bewerbungen'],
          ]}
        />
        <FilterSelect
          name="status"
          label="Zustellung"
          value={query.status}
          options={DELIVERY_STATES.map((state) => [state, DELIVERY_LABELS[state]])}
        />
        <button type="submit" className="btn btn-primary">
          Filtern
        </button>
      </Form>
      <p className="mt-6" role="status">
        {submissions.meta.total === 0
          ? 'Keine Eingänge gefunden.'
          : `${submissions.meta.total} ${submissions.meta.total === 1 ? 'Eingang' : 'Eingänge'}, ${submissions.meta.from}–${submissions.meta.to} angezeigt.`}
      </p>
      {submissions.data.length > 0 && <SubmissionList submissions={submissions.data} />}
      <Pagination meta={submissions.meta} search={searchParams} label="Seiten der Eingänge" />
    </>
  );
}
