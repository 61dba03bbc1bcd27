// The German titles of the folders the application makes itself (the contract's folders, the
// wiki's, the blog's and the applications'): admins read these, the technical name only beside
// them. A folder whose name is already German (Formulare, Geflügel) needs none.
export const FOLDER_TITLES: Readonly<Record<string, string>> = {
  domain: 'Website-Dateien',
  'domain/intranet': 'Intranet-Dokumente',
  'domain/spezifikationen': 'Produktspezifikationen',
  'domain/angebote': 'Angebote',
  'domain/angebote/mit_preise': 'Mit Preisen',
  'domain/angebote/mit_preise/aktuell': 'Aktuell',
  'domain/angebote/mit_preise/archiv': 'Archiv',
  'domain/angebote/ohne_preise': 'Ohne Preise',
  'domain/angebote/ohne_preise/aktuell': 'Aktuell',
  'domain/angebote/ohne_preise/archiv': 'Archiv',
  'domain/rezepte': 'Rezeptkarten',
  'domain/ci': 'Corporate Design',
  'domain/wiki': 'Wiki',
  'domain/wiki/bilder': 'Bilder',
  'domain/blog': 'Blog',
  'domain/blog/bilder': 'Bilder',
  system: 'System',
  'system/bewerbungen': 'Bewerbungsunterlagen',
};
