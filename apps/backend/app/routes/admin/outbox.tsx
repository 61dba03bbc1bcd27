import { PERMISSIONS, type OutboxSummary, type Paginated } from '@frischkontor/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatStamp } from '../../components/ui/format';
import { SearchField } from '../../components/ui/ListFilters';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import { appConfig } from '../../features/config/config.server';
import { notFound } from '../../features/errors/refusal';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Postausgang', matches);
export const ErrorBoundary = AdminErrorBoundary;

const querySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  if (!appConfig().devOutbox) notFound();
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  const mails = await backendOf(args.context).get<Paginated<OutboxSummary>>('/admin/mail/outbox', {
    search: query.q || undefined,
    page: query.seite,
    size: 25,
  });
  return { query, mails };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { query, mails } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <>
      <h1 className="text-3xl">Postausgang</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Ohne SMTP_URL verschickt der Server keine E-Mails, sondern legt sie hier ab: So lassen sich
        Registrierung, Passwort-Links und Formulare auf dem eigenen Rechner durchspielen. Links in
        den E-Mails sind anklickbar.
      </p>
      <Form
        method="get"
        role="search"
        aria-label="Postausgang"
        className="mt-6 flex flex-wrap items-end gap-4"
      >
        <SearchField value={query.q} label="Empfänger oder Betreff" />
        <button type="submit" className="btn btn-primary">
          Suchen
        </button>
      </Form>
      <p className="mt-6" role="status">
        {mails.meta.total === 0
          ? query.q
            ? 'Keine E-Mails gefunden.'
            : 'Der Postausgang ist leer.'
          : `${mails.meta.total} ${mails.meta.total === 1 ? 'E-Mail' : 'E-Mails'}${query.q ? ' gefunden' : ''}, die neuesten zuerst.`}
      </p>
      {mails.data.length > 0 && (
        <ol className="mt-3 space-y-3" aria-label="E-Mails im Postausgang">
          {mails.data.map((mail) => (
            <li
              key={mail.id}
              className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 rounded-xl border border-line bg-white p-4"
            >
              <div className="min-w-0">
                <Link to={`/postausgang/${mail.id}`} className="link font-semibold break-words">
                  {mail.subject}
                </Link>
                <p className="mt-1 text-sm wrap-anywhere text-ink-soft">An {mail.recipient}</p>
              </div>
              <time dateTime={mail.created_at} className="text-sm whitespace-nowrap text-ink-soft">
                {formatStamp(mail.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <Pagination meta={mails.meta} search={searchParams} label="Seiten des Postausgangs" />
    </>
  );
}
