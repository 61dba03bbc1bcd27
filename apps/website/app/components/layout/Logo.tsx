import { Link } from 'react-router';

/** Word mark with the company name from the site config (or the backend's domain settings). */
export function Logo({ name, slogan }: { name: string; slogan?: string }) {
  return (
    <Link to="/" prefetch="intent" className="group flex shrink-0 items-center gap-3 rounded-md">
      <LogoMark className="size-10 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="font-display text-lg font-semibold tracking-tight text-ink group-hover:text-brand-800">
          {name}
        </span>
        {slogan && <span className="hidden text-xs text-ink-soft sm:block">{slogan}</span>}
        <span className="sr-only"> – zur Startseite</span>
      </span>
    </Link>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <rect width="48" height="48" rx="12" fill="#8c2718" />
      <path d="M14 12h5v10h10V12h5v24h-5V27H19v9h-5z" fill="#fff" />
      <path d="M36 8c-5 1-8 4-8 8 4 0 7-3 8-8Z" fill="#7fb069" />
    </svg>
  );
}
