import { createContext, useContext, type ReactNode } from 'react';
import type { RootData } from './root-data';

export interface RenderInfo {
  /** CSP nonce for inline scripts of this response. Empty in the browser. */
  nonce: string;
  /** Bots get error pages without client script (docs/product.md#error-messages). */
  omitScripts: boolean;
  /** Server only: the document's data for pages refused before the root loader ran. */
  documentData?: RootData;
  /**
   * Server only, public pages of a build: the page hydrates islands instead of the router
   * (decision 028). `render` renders an island as a root of its own; `entry` is the islands
   * entry's script.
   */
  islands?: {
    render: (node: ReactNode, identifierPrefix: string) => string;
    entry: { src: string; preload: string[] };
  };
}

const RenderInfoContext = createContext<RenderInfo>({ nonce: '', omitScripts: false });

export const RenderInfoProvider = RenderInfoContext.Provider;

export function useRenderInfo(): RenderInfo {
  return useContext(RenderInfoContext);
}
