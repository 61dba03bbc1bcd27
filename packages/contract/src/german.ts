// German spelling for machines: search terms and addresses made from titles.

/** Lower case, ä→ae, ö→oe, ü→ue, ß→ss, other accents dropped: "Führerschein" → "fuehrerschein". */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** `Wareneingang: Ablauf & Prüfung` → `wareneingang-ablauf-pruefung` */
export function slugify(text: string): string {
  return foldGerman(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
