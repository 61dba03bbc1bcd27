import { administrationSections, can, PERMISSIONS, type Paginated } from '@frischkontor/contract';
import { Link } from 'react-router';
import { pageTitle } from '../../components/ui/page';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { backendOf } from '../../features/api/index.server';
import { appConfig } from '../../features/config/config.server';
import { requireAdminPanel } from '../../features/auth/guards.server';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Verwaltung', matches);
export const ErrorBoundary = AdminErrorBoundary;

interface Count {
  label: string;
  value: number;
  to: string;
  linkLabel: string;
  attention: boolean;
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAdminPanel(args);
  const backend = backendOf(args.context);
  const total = (path: string, query: Record<string, string> = {}) =>
    backend.get<Paginated<unknown>>(path, { ...query, size: '1' }).then((p) => p.meta.total);
  const counts: Promise<Count>[] = [];
  if (can(user, PERMISSIONS.viewUsers))
    counts.push(
      total('/admin/users', { state: 'pending' }).then((value) => ({
        label: 'Konten warten auf Freischaltung',
        value,
        to: '/benutzer?status=pending',
        linkLabel: 'Zu den wartenden Konten',
        attention: value > 0,
      })),
    );
  if (can(user, PERMISSIONS.admin)) {
    counts.push(
      total('/admin/forms', { state: 'failed' }).then((value) => ({
        label: 'Formulareingänge mit fehlgeschlagener Zustellung',
        value,
        to: '/formulare?status=failed',
        linkLabel: 'Zu den Formulareingängen',
        attention: value > 0,
      })),
    );
    if (appConfig().devOutbox)
      counts.push(
        total('/admin/mail/outbox').then((value) => ({
          label: 'E-Mails im Postausgang',
          value,
          to: '/postausgang',
          linkLabel: 'Zum Postausgang',
          attention: false,
        })),
      );
  }
  return {
    name: user.firstname || user.name,
    counts: await Promise.all(counts),
    // What this account does here, from its rights: HR its applications, an admin everything.
    sections: administrationSections(user, { devOutbox: appConfig().devOutbox }).map(
      ({ to, label, description }) => ({ to, label, description }),
    ),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Übersicht</h1>
      <p className="mt-2 text-ink-soft">
        Guten Tag, {loaderData.name}.{loaderData.counts.length > 0 && ' Das steht gerade an:'}
      </p>
      {loaderData.counts.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.counts.map((count) => (
            <li key={count.to} className="card flex flex-col">
              <p className="font-display text-4xl font-semibold" aria-hidden="true">
                {count.value}
              </p>
              <p className="mt-1 font-semibold">
                <span className="sr-only">{count.value} </span>
                {count.label}
              </p>
              {count.attention && (
                <p className="mt-1 text-sm font-semibold text-brand-800">Bitte prüfen</p>
              )}
              <p className="mt-auto pt-4">
                <Link to={count.to} className="link">
                  {count.linkLabel}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-2xl">Ihre Bereiche in der Verwaltung</h2>
      {loaderData.sections.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.sections.map((section) => (
            <li key={section.to} className="card">
              <Link to={section.to} className="link font-semibold">
                {section.label}
              </Link>
              <p className="mt-1 text-ink-soft">{section.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">Ihr Konto öffnet hier nur die Übersicht und die Benachrichtigungen.</p>
      )}
    </>
  );
}
