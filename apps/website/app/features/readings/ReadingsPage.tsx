// `/intern/pflichtlektuere`: what the person is to read and confirm, open ones first, each with
// „Gelesen und verstanden“ as a plain form; those who manage it also see every item with its
// progress and the form that makes an article or a document mandatory.
import {
  READING_CONFIRM_LABEL,
  READING_KIND_LABELS,
  type ReadingItem,
  type ReadingSummaries,
} from '@frischkontor/contract';
import { Form, Link, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { formatDate, formatDateTime } from '~/platform/content/format';
import { ReadingForm } from './ReadingForm';
import type { ReadingActionResult } from './readings.server';
import { READINGS_BASE } from './paths';

function Due({ item }: { item: Pick<ReadingItem, 'due_on' | 'overdue'> }) {
  return (
    <span className={item.overdue ? 'font-semibold text-brand-800' : 'text-ink-soft'}>
      {item.overdue ? 'Überfällig seit ' : 'Bis '}
      <time dateTime={item.due_on}>{formatDate(item.due_on)}</time>
    </span>
  );
}

function OwnItem({ item, busy }: { item: ReadingItem; busy: boolean }) {
  return (
    <li className="card flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-[1_1_18rem]">
        <p className="flex flex-wrap gap-x-2 text-sm text-ink-soft">
          <span>{READING_KIND_LABELS[item.kind]}</span>
          <span aria-hidden="true">·</span>
          <span>{item.version_label}</span>
        </p>
        <h3 className="mt-1 text-lg break-words">
          {item.kind === 'wiki' ? (
            <Link to={item.href} className="hover:text-brand-800 hover:underline">
              {item.title}
            </Link>
          ) : (
            <a href={item.href} className="hover:text-brand-800 hover:underline">
              {item.title}
            </a>
          )}
        </h3>
        <p className="mt-1 text-sm">
          {item.confirmed ? (
            <>
              {READING_CONFIRM_LABEL}: bestätigt am{' '}
              <time dateTime={item.confirmed.at}>{formatDateTime(item.confirmed.at)}</time>
            </>
          ) : (
            <Due item={item} />
          )}
        </p>
      </div>
      {!item.confirmed && (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="version" value={item.version} />
          <input type="hidden" name="title" value={item.title} />
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={busy}
            aria-label={`${READING_CONFIRM_LABEL}: ${item.title}`}
          >
            {READING_CONFIRM_LABEL}
          </button>
        </Form>
      )}
    </li>
  );
}

function Managed({ items }: { items: ReadingSummaries['data'] }) {
  if (!items.length) return <p className="mt-4">Noch nichts ist Pflichtlektüre.</p>;
  return (
    <ul aria-label="Alle Pflichtlektüren" className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item.id} className="card flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-[1_1_18rem]">
            <p className="text-sm text-ink-soft">
              {READING_KIND_LABELS[item.kind]} · für {item.roles.join(', ')}
            </p>
            <h3 className="mt-1 text-lg break-words">{item.title}</h3>
            <p className="mt-1 text-sm">
              <strong>
                {item.confirmed_count} von {item.concerned}
              </strong>{' '}
              bestätigt · <Due item={item} />
              {item.round > 1 && ` · Runde ${item.round}`}
            </p>
          </div>
          <Link
            to={`${READINGS_BASE}/${item.id}`}
            className="btn btn-secondary btn-sm"
            aria-label={`Bericht: ${item.title}`}
          >
            Bericht
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ReadingsPage({
  items,
  open,
  manage,
  answer,
}: {
  items: ReadingItem[];
  open: number;
  manage: (ReadingSummaries['meta'] & { items: ReadingSummaries['data'] }) | null;
  answer?: ReadingActionResult;
}) {
  const busy = useNavigation().state !== 'idle';
  const openItems = items.filter((i) => !i.confirmed);
  const done = items.filter((i) => i.confirmed);
  return (
    <main>
      <Breadcrumbs items={[{ label: 'Intern', to: '/intern' }, { label: 'Pflichtlektüre' }]} />
      <h1 className="mt-4 text-3xl sm:text-4xl">Pflichtlektüre</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Anweisungen und Dokumente, die für deine Arbeit verbindlich sind. Lies sie und bestätige mit
        „{READING_CONFIRM_LABEL}“; deine Bestätigung wird mit der gelesenen Fassung und der Zeit
        gespeichert.
      </p>
      {answer?.intent === 'confirm' && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`alert mt-4 ${answer.ok ? 'alert-success' : 'alert-error'}`}
        >
          {answer.message}
        </p>
      )}

      <h2 className="mt-8 text-2xl">Zu bestätigen ({open})</h2>
      {openItems.length === 0 ? (
        <p className="mt-4">Du hast alles bestätigt. Danke!</p>
      ) : (
        <ul aria-label="Zu bestätigen" className="mt-4 space-y-3">
          {openItems.map((item) => (
            <OwnItem key={item.id} item={item} busy={busy} />
          ))}
        </ul>
      )}
      {done.length > 0 && (
        <>
          <h2 className="mt-8 text-2xl">Bestätigt</h2>
          <ul aria-label="Bestätigt" className="mt-4 space-y-3">
            {done.map((item) => (
              <OwnItem key={item.id} item={item} busy={busy} />
            ))}
          </ul>
        </>
      )}

      {manage && (
        <section aria-labelledby="verwalten" className="mt-12">
          <h2 id="verwalten" className="text-2xl">
            Verwalten
          </h2>
          <p className="mt-2 max-w-2xl text-ink-soft">
            Alle Pflichtlektüren mit ihrem Stand. Im Bericht siehst du je Rolle, wer welche Fassung
            wann bestätigt hat und wer noch fehlt.
          </p>
          <Managed items={manage.items} />
          {/* A new item makes a new, empty form; a refused one keeps what was entered. */}
          <ReadingForm
            key={manage.items.length}
            choices={manage}
            answer={answer?.intent === 'create' ? answer : undefined}
          />
        </section>
      )}
    </main>
  );
}
