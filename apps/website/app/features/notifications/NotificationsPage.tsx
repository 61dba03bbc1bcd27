// `/intern/benachrichtigungen`: the person's notifications, newest first, unread ones marked,
// each opened through its own address (read, then on to its page); „Alle als gelesen markieren“;
// and what the person watches, with the mail preference. Plain forms: no JavaScript needed.
import type { PersonNotification, WikiWatches } from '@frischkontor/contract';
import { Form, Link, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { formatDateTime } from '~/platform/content/format';
import type { NotificationsAnswer } from './notifications.server';

const PATH = '/intern/benachrichtigungen';

function Item({ item, busy }: { item: PersonNotification; busy: boolean }) {
  const unread = !item.read_at;
  return (
    <li
      className={`card flex flex-wrap items-start justify-between gap-3 ${unread ? 'border-l-4 border-l-brand-700' : ''}`}
    >
      <div className="min-w-0 flex-[1_1_18rem]">
        <p className="flex flex-wrap gap-x-2 text-sm text-ink-soft">
          {unread && <span className="font-semibold text-brand-800">Neu</span>}
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        </p>
        <h2 className="mt-1 text-lg break-words">
          {item.link ? (
            <Link to={`${PATH}/${item.id}`} className="hover:text-brand-800 hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
          {unread && <span className="sr-only"> (ungelesen)</span>}
        </h2>
        <p className="mt-1 break-words">{item.body}</p>
      </div>
      {unread && (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            aria-label={`Als gelesen markieren: ${item.title}`}
          >
            Als gelesen markieren
          </button>
        </Form>
      )}
    </li>
  );
}

function Watching({
  mail,
  digest,
  news,
  wiki,
  busy,
}: {
  mail: boolean;
  digest: boolean;
  news: boolean | null;
  wiki: WikiWatches | null;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="beobachten" className="mt-12">
      <h2 id="beobachten" className="text-2xl">
        Was Sie beobachten
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Zu allem, was Sie beobachten, erscheint hier eine Benachrichtigung, sobald es neu ist oder
        sich ändert. Einen Wiki-Artikel beobachten Sie mit „Beobachten“ auf seiner Seite.
      </p>
      <Form method="post" className="mt-4 max-w-2xl space-y-6">
        <input type="hidden" name="intent" value="settings" />
        {news !== null && (
          <fieldset>
            <legend className="font-semibold">Mitteilungen</legend>
            <label className="mt-2 flex items-start gap-3">
              <input
                type="checkbox"
                name="news"
                value="ja"
                defaultChecked={news}
                className="mt-1 size-5"
              />
              <span>Benachrichtigen, sobald eine neue Mitteilung für mich erscheint</span>
            </label>
            <label className="mt-2 flex items-start gap-3">
              <input
                type="checkbox"
                name="digest"
                value="ja"
                defaultChecked={digest}
                className="mt-1 size-5"
              />
              <span>
                Einmal in der Woche eine Zusammenfassung per E-Mail
                <span className="block text-sm text-ink-soft">
                  Montags früh: die Mitteilungen der letzten sieben Tage, die Sie noch nicht gelesen
                  haben.
                </span>
              </span>
            </label>
          </fieldset>
        )}
        {wiki && (
          <fieldset>
            <legend className="font-semibold">
              Neue und geänderte Artikel im Wiki, je Kategorie
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {wiki.categories.map((c) => (
                <label key={c.name} className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="kategorie"
                    value={c.name}
                    defaultChecked={c.watching}
                    className="mt-1 size-5"
                  />
                  <span>{c.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="mail"
            value="ja"
            defaultChecked={mail}
            className="mt-1 size-5"
          />
          <span>
            Jede Benachrichtigung auch per E-Mail
            <span className="block text-sm text-ink-soft">
              Die E-Mail geht zehn Minuten später hinaus – nicht, wenn Sie die Benachrichtigung bis
              dahin gelesen haben.
            </span>
          </span>
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Einstellungen speichern
        </button>
      </Form>
      {wiki && wiki.articles.length > 0 && (
        <>
          <h3 className="mt-8 text-xl">Beobachtete Artikel</h3>
          <ul aria-label="Beobachtete Artikel" className="mt-3 space-y-2">
            {wiki.articles.map((a) => (
              <li key={a.slug} className="flex flex-wrap items-center justify-between gap-3">
                <Link to={`/intern/wiki/${a.slug}`} className="min-w-0 break-words hover:underline">
                  {a.title}
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="unwatch" />
                  <input type="hidden" name="slug" value={a.slug} />
                  <input type="hidden" name="title" value={a.title} />
                  <button
                    type="submit"
                    className="btn btn-secondary btn-sm"
                    disabled={busy}
                    aria-label={`Nicht mehr beobachten: ${a.title}`}
                  >
                    Nicht mehr beobachten
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function NotificationsPage({
  items,
  unread,
  mail,
  digest,
  news,
  wiki,
  answer,
}: {
  items: PersonNotification[];
  unread: number;
  mail: boolean;
  digest: boolean;
  news: boolean | null;
  wiki: WikiWatches | null;
  answer?: NotificationsAnswer;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main>
      <Breadcrumbs items={[{ label: 'Intern', to: '/intern' }, { label: 'Benachrichtigungen' }]} />
      <h1 className="mt-4 text-3xl sm:text-4xl">Benachrichtigungen</h1>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-soft">{unread === 0 ? 'Alles gelesen.' : `${unread} ungelesen.`}</p>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="btn btn-secondary btn-sm" disabled={busy}>
              Alle als gelesen markieren
            </button>
          </Form>
        )}
      </div>
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`alert mt-4 ${answer.ok ? 'alert-success' : 'alert-error'}`}
        >
          {answer.message}
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-6">Noch keine Benachrichtigungen.</p>
      ) : (
        <ul aria-label="Benachrichtigungen, die neuesten zuerst" className="mt-6 space-y-3">
          {items.map((item) => (
            <Item key={item.id} item={item} busy={busy} />
          ))}
        </ul>
      )}
      <Watching mail={mail} digest={digest} news={news} wiki={wiki} busy={busy} />
    </main>
  );
}
