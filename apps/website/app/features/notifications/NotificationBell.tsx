// The bell in the intranet's header (decision 055): a link to the notifications with the number
// of unread ones, asked for by the browser (the header of a shared page names nobody).
import { useEffect, useState } from 'react';
import { Icon } from '~/components/ui/Icon';
import { bell } from '~/components/ui/icons';
import { SiteLink } from '~/platform/islands/site-navigation';

export const UNREAD_ROUTE = '/intern/benachrichtigungen/ungelesen.json';

export default function NotificationBell({ wide = false }: { wide?: boolean }) {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    void fetch(UNREAD_ROUTE, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ unread: number | null }>) : null,
      )
      .then((answer) => {
        if (current && typeof answer?.unread === 'number') setUnread(answer.unread);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (wide)
    return (
      <SiteLink
        to="/intern/benachrichtigungen"
        className="inline-flex items-center gap-2 rounded-md py-2 font-semibold text-ink hover:bg-paper-dark"
      >
        <Icon d={bell} className="size-6" />
        Benachrichtigungen
        {!!unread && (
          <span className="rounded-full bg-brand-700 px-2 text-sm leading-6 text-white">
            {unread > 99 ? '99+' : unread}
            <span className="sr-only"> ungelesen</span>
          </span>
        )}
      </SiteLink>
    );
  return (
    <SiteLink
      to="/intern/benachrichtigungen"
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-paper-dark"
    >
      <Icon d={bell} className="size-6" />
      <span className="sr-only">Benachrichtigungen{unread ? `: ${unread} ungelesen` : ''}</span>
      {!!unread && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </SiteLink>
  );
}
