// The review queue's page (issue 28, item 4): oldest first, with who submitted, when and the
// comment; each entry opens the editor, where the decision is made. And the mail switch.
import type { WikiReviewItem } from '@frischkontor/contract';
import { Link, useFetcher } from 'react-router';
import { formatDateTime } from '~/platform/content/format';

export function ReviewQueue({ items, mail }: { items: WikiReviewItem[]; mail: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const on = fetcher.formData ? fetcher.formData.get('mail') === 'an' : mail;
  return (
    <>
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl bg-paper-dark p-5">
          Nichts wartet auf eine Prüfung. Sobald jemand einen Artikel einreicht, steht er hier.
        </p>
      ) : (
        <ol className="mt-8 space-y-4" aria-label="Wartet auf Prüfung, älteste zuerst">
          {items.map((item) => (
            <li key={item.slug} className="card p-5">
              <h2 className="text-xl break-words">
                <Link to={`/intern/wiki/${item.slug}/bearbeiten`} className="link">
                  {item.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-ink-soft">
                {item.category} · eingereicht von {item.submitted.by?.name ?? 'unbekannt'} am{' '}
                <time dateTime={item.submitted.at}>{formatDateTime(item.submitted.at)}</time>
              </p>
              {item.submitted.comment && (
                <blockquote className="mt-3 border-l-4 border-line pl-3 break-words">
                  „{item.submitted.comment}“
                </blockquote>
              )}
            </li>
          ))}
        </ol>
      )}
      <fetcher.Form method="post" className="card mt-10 max-w-2xl p-5">
        <h2 className="text-lg font-semibold">Benachrichtigung</h2>
        <p className="mt-1 text-ink-soft">
          {on
            ? 'Eine neue Einreichung kommt auch per E-Mail.'
            : 'Eine neue Einreichung steht nur hier, ohne E-Mail.'}
        </p>
        <button
          type="submit"
          name="mail"
          value={on ? 'aus' : 'an'}
          className="btn btn-secondary btn-sm mt-3"
          disabled={fetcher.state !== 'idle'}
        >
          {on ? 'E-Mails abbestellen' : 'Wieder per E-Mail benachrichtigen'}
        </button>
        <p role="status" className="mt-2 text-sm">
          {fetcher.state === 'idle' && fetcher.data ? fetcher.data.message : ''}
        </p>
      </fetcher.Form>
    </>
  );
}
