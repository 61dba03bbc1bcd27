// What the wiki API says to people, in one place (German, as every message of the API).
export const WIKI_MESSAGES = {
  stale: (name: string, current: number, yours: number) =>
    `Dieser Artikel wurde inzwischen von ${name} geändert (Version ${current}); die Fassung im Editor beruht auf Version ${yours} und wurde nicht gespeichert. Bitte die Änderungen in die aktuelle Fassung übernehmen.`,
  mayNotWrite: 'Keine Berechtigung, im Wiki Artikel zu schreiben.',
  mayNotEdit:
    'Dieser Artikel ist veröffentlicht oder archiviert: Ändern dürfen ihn nur Personen, die Artikel veröffentlichen dürfen.',
  mayNotMove: (label: string) =>
    `Den Status „${label}“ setzen nur Personen, die veröffentlichen dürfen.`,
  visibility: 'Nur Wiki-Administratoren legen fest, wer einen Artikel lesen darf.',
  slugTaken: 'Einen Artikel mit dieser Adresse gibt es schon.',
  slug: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.',
  slugReserved: 'Diese Adresse ist für eine Seite des Wikis reserviert.',
  banner: 'Das Titelbild muss ein Bild aus der Mediathek des Wikis sein.',
  picture: (name: string) => `Das Bild „images/${name}“ gibt es in der Mediathek des Wikis nicht.`,
  roles: (names: string[]) => `Diese Rollen gibt es nicht: ${names.join(', ')}.`,
  mayNotReview: 'Die Prüfung sehen nur Personen, die Artikel veröffentlichen dürfen.',
} as const;
