import type { ReactNode } from 'react';

/**
 * The document of every app (decision 013): German, UTF-8, as wide as the device, the shared
 * page colours. `head` holds what an app adds (its meta, links); the body is the app's.
 */
export function Document({
  head,
  bodyClassName = '',
  children,
}: {
  head: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head}
      </head>
      <body className={`min-h-dvh bg-paper text-ink antialiased ${bodyClassName}`.trim()}>
        {children}
      </body>
    </html>
  );
}

/** The first stop of the Tab key on every page: straight to the content (`#inhalt`). */
export function SkipLink() {
  return (
    <a
      href="#inhalt"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Zum Inhalt springen
    </a>
  );
}
