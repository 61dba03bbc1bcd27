// Media paths come from URLs: every way of smuggling a separator or a parent step is refused.

const MAX_SEGMENT = 255;
const MAX_DEPTH = 32;

/**
 * `/domain/angebote/KW%2047.pdf` → `['domain', 'angebote', 'KW 47.pdf']`; `''` or `/` → `[]`.
 * Null for encoded slashes or backslashes, NUL and control characters, `.` and `..`, empty
 * segments, undecodable escapes and absurd lengths.
 */
export function parseMediaPath(raw: string): string[] | null {
  if (raw.length > 4096) return null;
  if (/%(2f|5c|00)/i.test(raw)) return null;
  let path = raw.startsWith('/') ? raw.slice(1) : raw;
  if (path.endsWith('/')) path = path.slice(0, -1);
  if (path === '') return [];
  const segments: string[] = [];
  for (const encoded of path.split('/')) {
    if (encoded === '') return null;
    let segment: string;
    try {
      segment = decodeURIComponent(encoded).normalize('NFC');
    } catch {
      return null;
    }
    if (!isValidName(segment)) return null;
    segments.push(segment);
  }
  return segments.length > MAX_DEPTH ? null : segments;
}

export function isValidName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_SEGMENT &&
    name !== '.' &&
    name !== '..' &&
    !/[/\\\u0000-\u001f\u007f]/.test(name) &&
    name.trim() === name
  );
}

/** A stored path (`a/b c`) as a URL path (`a/b%20c`). */
export function encodeMediaPath(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}

/** A readable, safe name from whatever a browser or an admin sent. */
export function sanitizeName(raw: string, fallback = 'Datei'): string {
  let name = raw
    .normalize('NFC')
    .replace(/^.*[/\\]/, '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = `${name.slice(0, 200 - ext.length).trim()}${ext}`;
  }
  return name || fallback;
}

export function parentPath(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

export function joinPath(parent: string, name: string): string {
  return parent ? `${parent}/${name}` : name;
}

/** `a/b/c` → `['a', 'a/b', 'a/b/c']` */
export function pathChain(path: string): string[] {
  if (!path) return [];
  const parts = path.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : null;
}
