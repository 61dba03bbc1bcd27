import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data';
import { useRenderInfo } from './render-info';

export const DOCUMENT_DATA_ID = 'document-data';

let parsed: RootData | undefined;

/** The JSON the server put into a refused page (read once). */
function fromPage(): RootData | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!parsed) {
    const text = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
    if (text) parsed = JSON.parse(text) as RootData;
  }
  return parsed;
}

/**
 * Configuration and company data for the document around the page. Usually the root loader's
 * data; when a guard refused the request before any loader ran (403, 503 pages), the server
 * supplies it through the render context and the page carries it as JSON for hydration.
 */
export function useDocumentData(): RootData | undefined {
  const fromLoader = useRouteLoaderData<RootData>('root');
  const { documentData } = useRenderInfo();
  if (fromLoader) return fromLoader;
  if (documentData) return documentData;
  return fromPage();
}
