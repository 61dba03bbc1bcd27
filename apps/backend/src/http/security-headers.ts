// The backend's own CSPs; the headers every response gets and the HTML page's CSP come from
// the server kit, with the sign-in app's one outside origin: forms post to the website.
import { htmlSecurityHeaders as htmlHeaders } from '@frischkontor/server-kit';
import type { Config } from '../config';

/** JSON answers never run anything; a browser opening one directly gets nothing to execute. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Files from users may be opened directly: no script, no plugins, sandboxed. */
export const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export function htmlSecurityHeaders(
  config: Pick<Config, 'websiteUrl'>,
  nonce: string,
  dev = false,
) {
  return htmlHeaders({ nonce, dev, formAction: [new URL(config.websiteUrl).origin] });
}
