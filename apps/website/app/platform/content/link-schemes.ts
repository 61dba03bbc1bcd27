// The one rule for links in content (Markdown and the rich editor): web pages, e-mail, phone
// and relative addresses only; `javascript:`, `data:`, `vbscript:` and the rest stay text.

/** URL schemes a link in content may use; anything without a scheme is relative and fine. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Images come from the web or from our own routes; `data:` and the rest are refused. */
export const IMAGE_SCHEMES = ['http', 'https'] as const;

const ALLOWED = new Set<string>(LINK_SCHEMES.map((scheme) => `${scheme}:`));

/**
 * Whether a link may stay live. The address is read as a browser reads it (the URL parser drops
 * tabs and line breaks, ignores case, resolves relative addresses), so tricks like
 * `java&#x09;script:` or `JAVASCRIPT:` are judged by what the browser would open.
 */
export function isSafeHref(href: string | null | undefined): boolean {
  if (!href) return false;
  try {
    return ALLOWED.has(new URL(href, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}
