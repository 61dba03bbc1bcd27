// `/intern/pflichtlektuere/{id}`: the report for audits. Per role, everyone concerned with the
// version and time of their confirmation, or „fehlt“ (with an earlier round's confirmation where
// there is one); the CSV; a new round after a material change; another due date; the end.
import { READING_KIND_LABELS, type ReadingReport } from '@frischkontor/contract';
import { Field } from '@frischkontor/design';
import { Form, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { formatDate, formatDateTime } from '~/platform/content/format';
import { READINGS_BASE } from './paths';
import type { ReadingActionResult } from './readings.server';

type Report = ReadingReport['data'];

function RoleTable({ role, people }: Report['roles'][number]) {
  const confirmed = people.filter((p) => p.confirmed).length;
  return (
    <section aria-labelledby={`rolle-${role}`} className="mt-8">
      <h2 id={`rolle-${role}`} className="text-2xl">
        {role}{' '}
        <span className="text-base font-normal text-ink-soft">
          ({confirmed} von {people.length} bestätigt)
        </span>
      </h2>
      {people.length === 0 ? (
        <p className="mt-2">Niemand hat zurzeit diese Rolle.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
          {people.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold">{p.name}</span>
                {p.department && <span className="text-ink-soft"> · {p.department}</span>}
              </span>
              {p.confirmed ? (
                <span className="text-sm">
                  Bestätigt am{' '}
                  <time dateTime={p.confirmed.at}>{formatDateTime(p.confirmed.at)}</time> (Fassung{' '}
                  {p.confirmed.version})
                </span>
              ) : (
                <span className="text-sm font-semibold text-brand-800">
                  Fehlt
                  {p.earlier && (
                    <span className="font-normal text-ink-soft">
                      {' '}
                      · zuletzt am {formatDate(p.earlier.at)} (Fassung {p.earlier.version})
                    </span>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ReadingReportPage({
  reading,
  roles,
  answer,
}: Report & { answer?: ReadingActionResult }) {
  const busy = useNavigation().state !== 'idle';
  const closed = !!reading.closed_at;
  return (
    <main>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Pflichtlektüre', to: READINGS_BASE },
          { label: 'Bericht' },
        ]}
      />
      <p className="mt-4 text-sm text-ink-soft">
        {READING_KIND_LABELS[reading.kind]} · {reading.version_label}
        {reading.round > 1 && ` · Runde ${reading.round}`}
      </p>
      <h1 className="mt-1 text-3xl break-words sm:text-4xl">{reading.title}</h1>
      <p className="mt-2">
        <strong>
          {reading.confirmed_count} von {reading.concerned}
        </strong>{' '}
        haben bestätigt. Zu bestätigen bis {formatDate(reading.due_on)}
        {closed && ` · beendet am ${formatDate(reading.closed_at!)}`}.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a
          href={`${READINGS_BASE}/${reading.id}/bericht.csv`}
          className="btn btn-secondary btn-sm"
          download
        >
          Als CSV herunterladen
        </a>
        <a href={reading.href} className="btn btn-secondary btn-sm">
          {reading.kind === 'wiki' ? 'Artikel öffnen' : 'Dokument öffnen'}
        </a>
      </p>
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`alert mt-4 ${answer.ok ? 'alert-success' : 'alert-error'}`}
        >
          {answer.message}
          {answer.fields?.due_on && ` ${answer.fields.due_on}`}
        </p>
      )}

      {roles.map((r) => (
        <RoleTable key={r.role} {...r} />
      ))}

      {!closed && (
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <Form method="post" className="card space-y-3">
            <h2 className="text-xl font-semibold">Neu bestätigen lassen</h2>
            <p className="text-sm text-ink-soft">
              Nach einer wesentlichen Änderung: Alle Betroffenen bestätigen die aktuelle Fassung (
              {reading.version_label}) neu. Frühere Bestätigungen bleiben im Bericht.
            </p>
            <input type="hidden" name="intent" value="renew" />
            <Field label="Zu bestätigen bis" required>
              {(p) => <input {...p} type="date" name="due_on" className="input mt-1 w-full" />}
            </Field>
            <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
              Neu bestätigen lassen
            </button>
          </Form>
          <div className="card space-y-6">
            <Form method="post" className="space-y-3">
              <h2 className="text-xl font-semibold">Frist ändern</h2>
              <input type="hidden" name="intent" value="due" />
              <Field label="Zu bestätigen bis" required>
                {(p) => (
                  <input
                    {...p}
                    type="date"
                    name="due_on"
                    defaultValue={reading.due_on}
                    className="input mt-1 w-full"
                  />
                )}
              </Field>
              <button type="submit" className="btn btn-secondary btn-sm" disabled={busy}>
                Frist speichern
              </button>
            </Form>
            <Form method="post" className="space-y-3">
              <h2 className="text-xl font-semibold">Beenden</h2>
              <p className="text-sm text-ink-soft">
                Niemand muss mehr bestätigen; der Bericht bleibt erhalten.
              </p>
              <input type="hidden" name="intent" value="close" />
              <button type="submit" className="btn btn-secondary btn-sm" disabled={busy}>
                Pflichtlektüre beenden
              </button>
            </Form>
          </div>
        </div>
      )}
    </main>
  );
}
