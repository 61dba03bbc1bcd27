// Which kind of page an address is (decision 028). The intranet, `/intern` and every address
// below it, is React Router's app; every other page is a public page that hydrates islands.
// The start-up check of the access table (every intranet route needs `auth`) uses the same rule.

export const INTRANET_ROOT = '/intern';

export function isIntranetPath(pathname: string): boolean {
  return pathname === INTRANET_ROOT || pathname.startsWith(`${INTRANET_ROOT}/`);
}

/**
 * Speculation rules for public pages: the browser prefetches the page a pointer rests on,
 * never an intranet page (`{/*}?` takes `/intern` itself as well as the pages below it).
 */
export const PUBLIC_PREFETCH_RULES = {
  prefetch: [
    {
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: `${INTRANET_ROOT}{/*}?` } }],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
