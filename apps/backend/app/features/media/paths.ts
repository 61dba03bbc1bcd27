// Media paths as the administration's URLs carry them (`?pfad=domain/angebote`) and as the API
// takes them (`/media/domain/angebote`).

/** A media path from the query (`domain/angebote`), or null when it is not one. */
export function cleanMediaPath(value: string | null): string | null {
  const path = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (path === '') return '';
  if (path.length > 2048) return null;
  const segments = path.split('/');
  const valid = segments.every(
    (s) => s !== '' && s !== '.' && s !== '..' && s.trim() === s && !/[\\\u0000-\u001f]/.test(s),
  );
  return valid ? segments.join('/') : null;
}

export function apiMediaPath(path: string): string {
  return `/media${path ? `/${path.split('/').map(encodeURIComponent).join('/')}` : ''}`;
}
