// The form submissions: a table where there is room for it, a card each on a phone (who, what,
// when, delivered or not).
import type { SubmissionSummary } from '@frischkontor/contract';
import { Link } from 'react-router';
import { formatStamp } from '../../components/ui/format';
import { DeliveryBadge, SUBMISSION_TYPES } from './delivery';

const linkLabel = (s: SubmissionSummary) => `${s.id}: ${SUBMISSION_TYPES[s.type]} von ${s.name}`;

export function SubmissionList({ submissions }: { submissions: SubmissionSummary[] }) {
  return (
    <div className="mt-3 @container">
      <div className="hidden table-scroll rounded-xl border border-line bg-white @4xl:block">
        <table className="table">
          <caption className="sr-only">Formulareingänge</caption>
          <thead>
            <tr>
              <th scope="col">Nr.</th>
              <th scope="col">Eingang</th>
              <th scope="col">Art</th>
              <th scope="col">Von</th>
              <th scope="col">Thema oder Stelle</th>
              <th scope="col">Zustellung</th>
            </tr>
          </thead>
          <tbody>
            {submissions.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`/formulare/${s.id}`} className="link" aria-label={linkLabel(s)}>
                    {s.id}
                  </Link>
                </td>
                <td className="whitespace-nowrap">{formatStamp(s.created_at)}</td>
                <td>
                  {SUBMISSION_TYPES[s.type]}
                  {s.has_cv && <span className="block text-ink-soft">mit Lebenslauf</span>}
                </td>
                <td>
                  {s.name}
                  <span className="block wrap-anywhere text-ink-soft">{s.email}</span>
                </td>
                <td>{s.topic}</td>
                <td>
                  <DeliveryBadge state={s.delivery_state} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="space-y-3 @4xl:hidden" aria-label="Formulareingänge">
        {submissions.map((s) => (
          <li key={s.id} className="card p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link to={`/formulare/${s.id}`} className="link font-semibold break-words">
                {SUBMISSION_TYPES[s.type]} von {s.name}
              </Link>
              <DeliveryBadge state={s.delivery_state} />
            </div>
            <p className="mt-1 text-sm wrap-anywhere text-ink-soft">{s.email}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">Nr.</dt>
              <dd>{s.id}</dd>
              <dt className="font-semibold">Eingang</dt>
              <dd>{formatStamp(s.created_at)}</dd>
              <dt className="font-semibold">Thema</dt>
              <dd className="min-w-0 break-words">
                {s.topic}
                {s.has_cv && ' (mit Lebenslauf)'}
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
