// Route rules: old or short addresses and where they lead now. An absolute target leaves the site.
// Checked after route validation, before the named middlewares (docs/product.md#guard-pipeline).

export interface RedirectRule {
  from: string;
  to: string;
  /** 301 for moved pages (default), 302/307 for temporary ones. */
  status?: 301 | 302 | 307 | 308;
}

export const redirectRules: RedirectRule[] = [
  { from: '/agb', to: '/agbs' },
  { from: '/datenschutzerklaerung', to: '/datenschutz' },
  { from: '/jobs', to: '/karriere' },
  { from: '/stellenangebote', to: '/karriere' },
  { from: '/rezepte', to: '/foodservice/rezepte' },
  { from: '/haccp', to: '/technischer-kundendienst/digitales-haccp' },
  { from: '/marketing', to: '/mkbs' },
  { from: '/intranet', to: '/intern' },
  { from: '/wiki', to: '/intern/wiki' },
  { from: '/konto', to: '/intern/profil', status: 302 },
];

const byPath = new Map(redirectRules.map((r) => [r.from, r]));

export function findRedirect(pathname: string): RedirectRule | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalized.toLowerCase());
}
