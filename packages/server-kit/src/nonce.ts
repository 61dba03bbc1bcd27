// The CSP nonce of one response, from the Express adapter to the page's inline scripts.
// Browser-safe (React's and React Router's contexts only), hence an export path of its own
// apart from the node-only index: app code imports `@frischkontor/server-kit/nonce`.
import { createContext, useContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

/** Set by the server for every request: the nonce the CSP header of this response allows. */
export const nonceContext = createRouterContext<string>('');

const NonceReactContext = createContext('');

export const NonceProvider = NonceReactContext.Provider;

/** The CSP nonce for inline scripts of this response; empty in the browser. */
export function useNonce(): string {
  return useContext(NonceReactContext);
}
