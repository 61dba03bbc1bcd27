// German-tolerant folding for search and sort: "Rinderhüfte", "Rinderhuefte" and "rinderhufte"
// all become "rinderhufte".
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards; use with `escape '\'`. */
export function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Sorting names as a German reader expects (case-insensitive, numbers in order). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
