// Another person's devices: each to sign out, or all at once.
import { Panel } from '@frischkontor/design';
import { type AdminUserDetail, type DeviceSession } from '@frischkontor/contract';
import { Form } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { formatStamp } from '../../components/ui/format';
import { SubmitButton } from '../../components/ui/SubmitButton';

export function UserSessions({
  user,
  sessions,
}: {
  user: AdminUserDetail;
  sessions: DeviceSession[];
}) {
  return (
    <Panel id="sitzungen" title="Angemeldete Geräte" className="card mt-6">
      {sessions.length === 0 ? (
        <p className="mt-2 text-ink-soft">Dieses Konto ist auf keinem Gerät angemeldet.</p>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {sessions.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{session.device.label}</p>
                  <p className="text-ink-soft break-words">
                    {session.ip ?? 'Adresse unbekannt'} · zuletzt aktiv{' '}
                    {formatStamp(session.last_activity)}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="session" value={session.id} />
                  <SubmitButton
                    intent="end-session"
                    className="btn btn-secondary btn-sm"
                    pendingLabel="Wird abgemeldet …"
                    aria-label={`Abmelden: ${session.device.label}, ${session.ip ?? 'Adresse unbekannt'}`}
                  >
                    Abmelden
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <ConfirmDialog
              trigger="Auf allen Geräten abmelden …"
              title={`${user.name} überall abmelden?`}
              description="Alle Sitzungen dieses Kontos werden sofort beendet; die Person muss sich neu anmelden."
              confirmLabel="Überall abmelden"
              intent="end-sessions"
            />
          </div>
        </>
      )}
    </Panel>
  );
}
