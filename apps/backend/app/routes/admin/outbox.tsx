import { PERMISSIONS, type OutboxSummary, type Paginated } from '@frischkontor/contract';
import { EmailAddress } from '@frischkontor/design';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatStamp } from '../../components/ui/format';
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

const querySchema = z.object({ seite: z.coerce.number().int().min(1).max(100_000).catch(1) });

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  if (!appConfig().devOutbox) notFound();
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  const mails = await backendOf(args.context).get<Paginated<OutboxSummary>>('/admin/mail/outbox', {
    page: query.seite,
    size: 25,
  });
  return { mails };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <>
      <h1 className="text-3xl">Postausgang</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Ohne SMTP_URL verschickt der Server keine E-Mails, sondern legt sie hier ab: So lassen sich
        Registrierung, Passwort-Links und Formulare auf dem eigenen Rechner durchspielen. Links in
        den E-Mails sind anklickbar.
      </p>
      <p className="mt-6" role="status">
        {mails.meta.total === 0
          ? 'Der Postausgang ist leer.'
          : `${mails.meta.total} ${mails.meta.total === 1 ? 'E-Mail' : 'E-Mails'}, die neuesten zuerst.`}
      </p>
      {mails.data.length > 0 && (
        <div className="mt-3 table-scroll rounded-xl border border-line bg-white">
          <table className="table">
            <caption className="sr-only">E-Mails im Postausgang</caption>
            <thead>
              <tr>
                <th scope="col">Betreff</th>
                <th scope="col">An</th>
                <th scope="col">Abgelegt</th>
              </tr>
            </thead>
            <tbody>
              {mails.data.map((mail) => (
                <tr key={mail.id}>
                  <td>
                    <Link to={`/postausgang/${mail.id}`} className="link">
                      {mail.subject}
                    </Link>
                  </td>
                  <td>
                    <EmailAddress address={mail.recipient} />
                  </td>
                  <td className="whitespace-nowrap">{formatStamp(mail.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination meta={mails.meta} search={searchParams} label="Seiten des Postausgangs" />
    </>
  );
}
