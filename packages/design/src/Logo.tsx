/** The company's mark: the red tile with the H and the leaf. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <rect width="48" height="48" rx="12" fill="#8c2718" />
      <path d="M14 12h5v10h10V12h5v24h-5V27H19v9h-5z" fill="#fff" />
      <path d="M36 8c-5 1-8 4-8 8 4 0 7-3 8-8Z" fill="#7fb069" />
    </svg>
  );
}

/**
 * The logo lockup: mark, company name and (from 640 px) the slogan. Each app wraps it in its
 * own link to the home page; `linkHint` is the hidden rest of that link's name.
 */
export function LogoLockup({
  name,
  slogan,
  linkHint,
}: {
  name: string;
  slogan?: string | null;
  linkHint?: string;
}) {
  return (
    <>
      <LogoMark className="size-10 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="font-display text-lg font-semibold tracking-tight text-ink group-hover:text-brand-800">
          {name}
        </span>
        {slogan && <span className="hidden text-xs text-ink-soft sm:block">{slogan}</span>}
        {linkHint && <span className="sr-only">{linkHint}</span>}
      </span>
    </>
  );
}

/** The classes of the link around a LogoLockup. */
export const logoLinkClass = 'group flex min-w-0 items-center gap-3 rounded-md';
