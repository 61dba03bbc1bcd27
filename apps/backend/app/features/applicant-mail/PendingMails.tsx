// The mails on their way: 30 seconds in which HR can take each back.
import type { ApplicantMail } from '@frischkontor/contract';
import { useEffect, useRef, useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { cx } from '../../components/ui/cx';
import { formatClock } from '../../components/ui/format';
import { mailStateText } from '../admin/applications';

/** The time, ticking each second while something waits; null in the server's HTML. */
function useNow(active: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = active ? setInterval(tick, 1000) : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return now;
}

function pendingText(mail: ApplicantMail, name: string): string {
  switch (mail.state) {
    case 'waiting':
      return `Die E-Mail „${mail.subject}“ an ${name} geht um ${formatClock(mail.send_at ?? '')} Uhr raus. Bis dahin können Sie sie zurücknehmen.`;
    case 'sent':
      return `Die E-Mail „${mail.subject}“ an ${name} wurde um ${formatClock(mail.sent_at ?? '')} Uhr versandt.`;
    case 'cancelled':
      return `Die E-Mail „${mail.subject}“ an ${name} wurde zurückgenommen und nicht versandt.`;
    default:
      return `Die E-Mail „${mail.subject}“ an ${name} ${mailStateText(mail)}.`;
  }
}

const TONE: Record<ApplicantMail['state'], string> = {
  waiting: 'alert-info',
  sending: 'alert-info',
  sent: 'alert-success',
  cancelled: 'alert-info',
  failed: 'alert-error',
};

/**
 * The mails still waiting their 30 seconds, each with „Rückgängig“; a mail seen waiting stays
 * and says when it went (the page asks the server again once its time has come) or that it was
 * taken back. `focus` names the mail just sent or taken back: its notice gets the focus.
 */
export function PendingMails({
  mails,
  name,
  focus,
}: {
  mails: ApplicantMail[];
  name: string;
  focus?: { id: number; key: unknown };
}) {
  const [watched, setWatched] = useState<number[]>([]);
  const waiting = mails.filter((m) => m.state === 'waiting' || m.state === 'sending');
  const now = useNow(waiting.length > 0);
  const revalidator = useRevalidator();
  // A mail seen waiting stays on the page after it went (state from earlier renders, React's way).
  const unseen = waiting.filter((m) => !watched.includes(m.id)).map((m) => m.id);
  if (unseen.length) setWatched([...watched, ...unseen]);
  // Past its time a mail is on its way: ask the server every 2 s until it says it went, for a
  // minute after each attempt's time (a mail retried later is looked at again then).
  const due =
    now !== null &&
    waiting.some((m) => {
      const at = Date.parse(m.send_at ?? '');
      return at <= now && now - at < 60_000;
    });
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    if (!due) return;
    const timer = setInterval(() => {
      if (latest.current.state === 'idle') void latest.current.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [due]);
  // The action's answer comes before the page's new data: focus the notice once it is there.
  const focused = useRef<HTMLParagraphElement>(null);
  const focusedFor = useRef<unknown>(null);
  const present = mails.some((m) => m.id === focus?.id);
  useEffect(() => {
    if (!focus || !present || focusedFor.current === focus.key) return;
    focusedFor.current = focus.key;
    focused.current?.focus();
  }, [focus, present]);

  const shown = mails.filter(
    (m) => waiting.includes(m) || watched.includes(m.id) || m.id === focus?.id,
  );
  if (shown.length === 0) return null;
  return (
    <ul className="mt-4 grid grid-cols-1 gap-3" aria-label="Abgeschickte E-Mails">
      {shown.map((mail) => {
        const left =
          mail.state === 'waiting' && now !== null && mail.send_at
            ? Math.max(0, Math.ceil((Date.parse(mail.send_at) - now) / 1000))
            : null;
        return (
          <li
            key={mail.id}
            className={cx(
              'alert flex flex-wrap items-center justify-between gap-3',
              TONE[mail.state],
            )}
          >
            <p
              role="status"
              ref={mail.id === focus?.id ? focused : undefined}
              tabIndex={mail.id === focus?.id ? -1 : undefined}
              className="min-w-0 flex-1 basis-64 font-semibold [overflow-wrap:anywhere]"
            >
              {pendingText(mail, name)}
              {left !== null && (
                <span aria-hidden="true" className="font-normal">
                  {' '}
                  {left > 0
                    ? `Noch ${left} ${left === 1 ? 'Sekunde' : 'Sekunden'}.`
                    : 'Wird gerade gesendet …'}
                </span>
              )}
            </p>
            {mail.state === 'waiting' && (
              <Form method="post">
                <input type="hidden" name="mail" value={mail.id} />
                <SubmitButton
                  intent="cancel-mail"
                  className="btn btn-secondary"
                  pendingLabel="Wird zurückgenommen …"
                  aria-label={`Rückgängig: E-Mail „${mail.subject}“ nicht senden`}
                >
                  Rückgängig
                </SubmitButton>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
