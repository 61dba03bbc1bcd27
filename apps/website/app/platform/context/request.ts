// What the Express layer (server/react-router.ts) puts into the router context of every
// request, before React Router runs, besides the CSP nonce (the server kit's `nonceContext`).
import { createContext } from 'react-router';

/** The visitor's address as our server saw it. */
export const clientIpContext = createContext<string | null>(null);
