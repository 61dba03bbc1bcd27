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
