// The devices one is signed in on, each to sign out, or all others at once.
import type { OwnDeviceSession } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { Form } from 'react-router';
import { formatStamp } from '../../components/ui/format';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ProfileResult } from './result';
import { SectionAlert } from './sections';

export function Sessions({
  sessions,
  result,
}: {
  sessions: OwnDeviceSession[] | null;
  result?: ProfileResult;
}) {
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <Panel
      id="sitzungen"
      title="Angemeldete Geräte"
      className="card mt-6"
      headingClassName="text-2xl"
    >
      <p className="mt-2 text-ink-soft">
        Hier sind Sie gerade angemeldet. Kennen Sie ein Gerät nicht, melden Sie es ab und ändern Sie
        Ihr Passwort.
      </p>
      <SectionAlert result={result} />
      {sessions ? (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {s.device.label}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-paper-dark px-2 py-0.5 text-sm font-normal whitespace-nowrap">
                      Dieses Gerät
                    </span>
                  )}
                </p>
                <p className="text-sm break-all text-ink-soft">
                  {[s.device.type, s.ip ? `Adresse ${s.ip}` : null].filter(Boolean).join(' · ')}
                </p>
                <p className="text-sm text-ink-soft">
                  Zuletzt aktiv: {formatStamp(s.last_activity)}
                </p>
              </div>
              {!s.current && (
                <Form method="post">
                  <input type="hidden" name="id" value={s.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="session-end"
                    className="btn btn-secondary"
                    aria-label={`Abmelden: ${s.device.label}, zuletzt aktiv ${formatStamp(s.last_activity)}`}
                  >
                    Abmelden
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">Die Liste der Geräte ist gerade nicht verfügbar.</p>
      )}
      {others > 0 && (
        <Form method="post" className="mt-4">
          <SubmitButton
            intent="sessions-end-others"
            className="btn btn-secondary"
            pendingLabel="Wird abgemeldet …"
          >
            Auf allen anderen Geräten abmelden
          </SubmitButton>
        </Form>
      )}
    </Panel>
  );
}
