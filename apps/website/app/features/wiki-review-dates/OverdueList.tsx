// The wiki administration's list of review dates (decision 054): overdue articles, then those
// due within two weeks, each by category and owner, with a GET filter (works without
// JavaScript).
import {
  formatDate,
  WIKI_CATEGORIES,
  type WikiCategory,
  type WikiPerson,
} from '@frischkontor/contract';
import { Form, Link } from 'react-router';
import type { OverdueGroup } from './review-dates.server';

function Groups({ groups, label }: { groups: OverdueGroup[]; label: string }) {
  return (
    <div className="mt-4 space-y-6">
      {groups.map((group) => (
        <section key={group.category} aria-label={`${label}: ${group.category}`}>
          <h3 className="text-xl">{group.category}</h3>
          {group.owners.map(({ owner, articles }) => (
            <div key={owner?.id ?? 'niemand'} className="mt-3">
              <h4 className="text-sm font-bold tracking-wide text-brand-700 uppercase">
                {owner?.name ?? 'Ohne verantwortliche Person'} ({articles.length})
              </h4>
              <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white">
                {articles.map((a) => (
                  <li
                    key={a.slug}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2"
                  >
                    <Link
                      to={`/intern/wiki/${a.slug}`}
                      className="min-w-0 font-semibold break-words text-brand-800 hover:underline"
                    >
                      {a.title}
                    </Link>
                    <span className="text-sm text-ink-soft">
                      prüfen bis <time dateTime={a.review_by}>{formatDate(a.review_by)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

export function OverdueList({
  filter,
  owners,
  overdue,
  due,
}: {
  filter: { category: WikiCategory | null; owner: number | null };
  owners: WikiPerson[];
  overdue: OverdueGroup[];
  due: OverdueGroup[];
}) {
  return (
    <>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <label className="block min-w-0">
          <span className="font-semibold">Kategorie</span>
          <select name="kategorie" defaultValue={filter.category ?? ''} className="input">
            <option value="">Alle Kategorien</option>
            {WIKI_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="block min-w-0">
          <span className="font-semibold">Verantwortlich</span>
          <select name="person" defaultValue={filter.owner ?? ''} className="input">
            <option value="">Alle Personen</option>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary">
          Anzeigen
        </button>
      </Form>

      <h2 className="mt-10 text-2xl">Überfällig</h2>
      {overdue.length ? (
        <Groups groups={overdue} label="Überfällig" />
      ) : (
        <p className="mt-2 text-ink-soft">Nichts ist überfällig.</p>
      )}

      <h2 className="mt-10 text-2xl">In den nächsten zwei Wochen fällig</h2>
      {due.length ? (
        <Groups groups={due} label="Bald fällig" />
      ) : (
        <p className="mt-2 text-ink-soft">In den nächsten zwei Wochen ist nichts fällig.</p>
      )}
    </>
  );
}
