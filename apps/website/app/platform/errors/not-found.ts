import { data } from 'react-router';

/**
 * What a route throws for an address it does not know (a slug, a refused editor that must not
 * give itself away): 404 with the technical line "Page Not Found: {path}" (docs/product.md).
 */
export function pageNotFound(path: string) {
  return data(`Page Not Found: ${path}`, { status: 404 });
}
