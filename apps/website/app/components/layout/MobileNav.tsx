import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSiteNavigation } from '~/platform/islands/site-navigation';
import { MENU_FALLBACK_ID, type NavSection } from '~/config/navigation';

// The dialog opens only with JavaScript, so its links are rendered in the browser, the first
// time someone opens it: every page's HTML is 8 KB lighter, and on wide screens, where the
// panel never shows, its code is never downloaded.
const MobileNavPanel = lazy(() => import('./MobileNavPanel'));

const noSubscription = () => () => {};

/**
 * The menu panel below the `nav` breakpoint (decision 014): a modal <dialog>, so the browser traps focus,
 * closes it on Esc and makes the page behind it inert. Until React has hydrated the header, "Menü"
 * is a link to the footer's menus, so a tap before the code (or without it) still leads somewhere.
 */
export function MobileNav({
  items,
  account,
  bell,
}: {
  items: NavSection[];
  account: ReactNode;
  bell?: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useSiteNavigation();
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M4 7h16M4 12h16M4 17h16"
      />
    </svg>
  );
  const look =
    'inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-ink hover:bg-paper-dark';

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  // Below 384 px the word leaves room for the company's name (it stays the button's name).
  const label = 'max-[24rem]:sr-only';
  return (
    <div className="lg:hidden">
      {hydrated ? (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            dialogRef.current?.showModal();
          }}
          className={look}
        >
          {icon}
          <span className={label}>Menü</span>
        </button>
      ) : (
        <a href={`#${MENU_FALLBACK_ID}`} className={look}>
          {icon}
          <span className={label}>Menü</span>
        </a>
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-line bg-white px-5 py-4">
          <h2 id={titleId} className="text-xl">
            Menü
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-semibold hover:bg-paper-dark"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
              <path
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d="M6 6l12 12M18 6 6 18"
              />
            </svg>
            Schließen
          </button>
        </div>
        {opened && (
          <Suspense fallback={null}>
            <MobileNavPanel items={items} account={account} bell={bell} />
          </Suspense>
        )}
      </dialog>
    </div>
  );
}
