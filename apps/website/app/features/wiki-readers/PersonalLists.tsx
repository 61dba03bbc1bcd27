import type { WikiPersonalEntry } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { Link } from 'react-router';
import { useReaders } from './ReadersContext';

function Entries({ entries, label }: { entries: WikiPersonalEntry[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-3 divide-y divide-line">
      {entries.map((entry) => (
        <li key={entry.slug} className="py-2">
          <Link
            to={`/intern/wiki/${entry.slug}`}
            prefetch="intent"
            className="font-semibold break-words hover:text-brand-800 hover:underline"
          >
            {entry.title}
          </Link>
          <span className="block text-xs font-bold tracking-wide text-brand-700 uppercase">
            {entry.category}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * „Favoriten“ and „Zuletzt angesehen“ on the wiki's index: the person's own, filled in by the
 * browser (the page around them is the same for everyone, decision 009).
 */
export function PersonalLists() {
  const readers = useReaders();
  const lists = readers?.lists ?? null;
  const waiting = !lists && !readers?.failed;
  const note = (text: string) => <p className="mt-3 text-ink-soft">{text}</p>;
  return (
    <div className="mt-10 grid-fit gap-6 [--fit-min:18rem]" aria-busy={waiting}>
      <Panel id="favoriten" title="Favoriten" className="card" headingClassName="text-xl">
        {lists ? (
          lists.favorites.length ? (
            <Entries entries={lists.favorites} label="Deine Favoriten" />
          ) : (
            note('Noch keine Favoriten. Mit dem Stern an einem Artikel merkst du ihn dir hier.')
          )
        ) : (
          note(readers?.failed ? 'Deine Favoriten sind gerade nicht abrufbar.' : 'Wird geladen …')
        )}
      </Panel>
      <Panel id="angesehen" title="Zuletzt angesehen" className="card" headingClassName="text-xl">
        {lists ? (
          lists.recent.length ? (
            <Entries entries={lists.recent} label="Zuletzt von dir angesehen" />
          ) : (
            note('Die Artikel, die du öffnest, findest du hier wieder.')
          )
        ) : (
          note(
            readers?.failed
              ? 'Deine zuletzt angesehenen Artikel sind gerade nicht abrufbar.'
              : 'Wird geladen …',
          )
        )}
      </Panel>
    </div>
  );
}
