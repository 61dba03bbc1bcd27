// What the Express layer (server/react-router.ts) puts into the router context of every
// request, before React Router runs.
import { createContext } from 'react-router';

/** The nonce the CSP header of this response allows, rendered into the page's scripts. */
export const nonceContext = createContext<string>('');

/** The visitor's address as our server saw it. */
export const clientIpContext = createContext<string | null>(null);
