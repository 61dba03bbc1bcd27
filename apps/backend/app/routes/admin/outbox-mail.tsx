import { Detail, Panel } from '@frischkontor/design';
import { PERMISSIONS, type OutboxMail } from '@frischkontor/contract';
import { Link } from 'react-router';
import { formatStamp } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { ApiError, backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import { appConfig } from '../../features/config/config.server';
import { notFound } from '../../features/errors/refusal';
import { linkify } from '../../features/outbox/linkify';
import type { Route } from './+types/outbox-mail';

export const ErrorBoundary = AdminErrorBoundary;
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(loaderData ? `${loaderData.mail.subject} – Postausgang` : 'Postausgang', matches);

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  if (!appConfig().devOutbox || !/^[1-9]\d{0,9}$/.test(args.params.id)) notFound();
  try {
    const { data } = await backendOf(args.context).get<{ data: OutboxMail }>(
      `/admin/mail/outbox/${args.params.id}`,
    );
    const { html: _html, ...mail } = data;
    return { mail };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export default function OutboxMailPage({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  return (
    <>
      <p>
        <Link to="/postausgang" className="link">
          <span aria-hidden="true">← </span>Postausgang
        </Link>
      </p>
      <h1 className="mt-3 text-3xl">{mail.subject}</h1>
      <dl className="card mt-6 grid gap-4 sm:grid-cols-2">
        <Detail label="Von" breakAll>
          {mail.sender}
        </Detail>
        <Detail label="An" breakAll>
          {mail.recipient}
        </Detail>
        {mail.reply_to && (
          <Detail label="Antwort an" breakAll>
            {mail.reply_to}
          </Detail>
        )}
        <Detail label="Abgelegt">{formatStamp(mail.created_at)}</Detail>
        {mail.attachments.length > 0 && <Detail label="Anhänge">{mail.attachments.length}</Detail>}
      </dl>
      <Panel id="nachricht" title="Nachricht" className="card mt-6">
        <div className="mt-4 max-w-prose break-words whitespace-pre-wrap">
          {linkify(mail.text).map((part, i) =>
            part.type === 'link' ? (
              <a key={i} href={part.href} className="link break-all">
                {part.href}
              </a>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </div>
      </Panel>
    </>
  );
}
