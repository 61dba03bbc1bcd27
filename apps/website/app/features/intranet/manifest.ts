// The intranet in one list. Every page's address, route module, who may open it, whether the
// server keeps it per access group (decision 009) and, for pages in the navigation, its label
// and description. The routes (routes.ts), the access table (wiring/access.server.ts), the side
// navigation and the dashboard cards (sections.ts) and the start-up check of the access table
// all derive from it: a new intranet page is one entry here plus its route module.

import { PERMISSIONS, type Permission } from '@frischkontor/contract';

/**
 * Who may open a page, beyond a signed-in account that finished 2FA and is not blocked:
 * `konto` every such account, otherwise the role rule of the same name (guards/role-rules.ts).
 * Admins open every page.
 */
export type Audience = 'konto' | 'personal' | 'kunde-oder-personal';

export interface IntranetPage {
  /** Route pattern, `/intern` or below. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  audience: Audience;
  /** The page shows nothing of who asked: kept once per access group (decision 009). */
  shared?: boolean;
  /** Listed in the side navigation and, except the overview, as a dashboard card. */
  nav?: { label: string; description: string };
  /**
   * Listed only for holders of this permission (admins hold all); the page's loader answers
   * everyone else with the 404 of an unknown page.
   */
  permission?: Permission;
}

export const INTRANET_PAGES: readonly IntranetPage[] = [
  {
    path: '/intern',
    file: 'routes/intern/dashboard.tsx',
    audience: 'konto',
    nav: { label: 'Übersicht', description: 'Ihr Einstieg in den internen Bereich' },
  },
  // The news (decision 051): staff and customers read the items addressed to them; the writing
  // pages' loaders let only `app.news.write` in, others get 404.
  {
    path: '/intern/neuigkeiten',
    file: 'routes/intern/neuigkeiten._index.tsx',
    audience: 'kunde-oder-personal',
    nav: { label: 'Mitteilungen', description: 'Neuigkeiten aus dem Unternehmen für Sie' },
  },
  {
    path: '/intern/neuigkeiten/neu',
    file: 'routes/intern/neuigkeiten.neu.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/neuigkeiten/:slug/bearbeiten',
    file: 'routes/intern/neuigkeiten.$slug.bearbeiten.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/neuigkeiten/:slug/versionen',
    file: 'routes/intern/neuigkeiten.$slug.versionen.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/neuigkeiten/:slug',
    file: 'routes/intern/neuigkeiten.$slug.tsx',
    audience: 'kunde-oder-personal',
  },
  // Pflichtlektüre (decision 053): staff read and confirm what their roles must; the report's
  // pages let only `app.readings.manage` in, others get 404.
  {
    path: '/intern/pflichtlektuere',
    file: 'routes/intern/pflichtlektuere._index.tsx',
    audience: 'personal',
    nav: {
      label: 'Pflichtlektüre',
      description: 'Verbindliche Anweisungen lesen und bestätigen',
    },
  },
  {
    path: '/intern/pflichtlektuere/:id',
    file: 'routes/intern/pflichtlektuere.$id.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/pflichtlektuere/:id/bericht.csv',
    file: 'routes/intern/pflichtlektuere.$id.bericht.csv.ts',
    audience: 'personal',
  },
  // The person's notifications and what they watch (decision 055); the bell leads here.
  {
    path: '/intern/benachrichtigungen',
    file: 'routes/intern/benachrichtigungen._index.tsx',
    audience: 'konto',
  },
  {
    path: '/intern/benachrichtigungen/ungelesen.json',
    file: 'routes/intern/benachrichtigungen.ungelesen.json.ts',
    audience: 'konto',
  },
  {
    path: '/intern/benachrichtigungen/:id',
    file: 'routes/intern/benachrichtigungen.$id.ts',
    audience: 'konto',
  },
  // The one search (issue 32, item 6; decision 056): each kind as the viewer may read it.
  {
    path: '/intern/suche',
    file: 'routes/intern/suche.tsx',
    audience: 'kunde-oder-personal',
  },
  {
    path: '/intern/suche.json',
    file: 'routes/intern/suche.json.ts',
    audience: 'kunde-oder-personal',
  },
  {
    path: '/intern/angebote',
    file: 'routes/intern/angebote.tsx',
    audience: 'kunde-oder-personal',
    nav: {
      label: 'Angebote',
      description: 'Der aktuelle Angebotsflyer mit Ihren Preisen und das Archiv',
    },
  },
  {
    path: '/intern/spezifikationen',
    file: 'routes/intern/spezifikationen.tsx',
    audience: 'kunde-oder-personal',
    nav: {
      label: 'Spezifikationen',
      description: 'Produktspezifikationen nach Name oder Artikelnummer finden',
    },
  },
  {
    path: '/intern/dokumente',
    file: 'routes/intern/dokumente.tsx',
    audience: 'personal',
    nav: {
      label: 'Dokumente',
      description: 'Formulare, Richtlinien und Vorlagen für Mitarbeitende',
    },
  },
  {
    path: '/intern/wiki',
    file: 'routes/intern/wiki._index.tsx',
    audience: 'personal',
    shared: true,
    nav: { label: 'Wiki', description: 'Abläufe und Anleitungen aus allen Abteilungen' },
  },
  { path: '/intern/wiki/suche', file: 'routes/intern/wiki.suche.ts', audience: 'personal' },
  // The person's part of the shared wiki pages, asked for by the browser (decision 035).
  {
    path: '/intern/wiki/leser.json',
    file: 'routes/intern/wiki.leser.json.ts',
    audience: 'personal',
  },
  // Who may read a category: the loader lets only wiki admins in, everyone else gets a 404.
  {
    path: '/intern/wiki/kategorien',
    file: 'routes/intern/wiki.kategorien.tsx',
    audience: 'personal',
  },
  // What waits for review (issue 28): the loader lets only those who publish in, others get 404.
  {
    path: '/intern/wiki/pruefung',
    file: 'routes/intern/wiki.pruefung.tsx',
    audience: 'personal',
  },
  // Review dates (decision 054): overdue articles by category and owner, for wiki admins only.
  {
    path: '/intern/wiki/pruefdaten',
    file: 'routes/intern/wiki.pruefdaten.tsx',
    audience: 'personal',
  },
  // „Geprüft, unverändert“: the form's action; the backend decides who may.
  {
    path: '/intern/wiki/:slug/geprueft',
    file: 'routes/intern/wiki.$slug.geprueft.ts',
    audience: 'personal',
  },
  // The editor's owner and „prüfen bis“ (decision 054): writers only.
  {
    path: '/intern/wiki/:slug/pruefdatum',
    file: 'routes/intern/wiki.$slug.pruefdatum.ts',
    audience: 'personal',
  },
  // The search's synonyms (decision 034): the loader lets only wiki admins in, like the above.
  {
    path: '/intern/wiki/synonyme',
    file: 'routes/intern/wiki.synonyme.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/wiki/bilder/:file',
    file: 'routes/intern/wiki.bilder.$file.ts',
    audience: 'personal',
  },
  // The writing side (issue 17): the loaders let only writers in, everyone else gets a 404.
  { path: '/intern/wiki/neu', file: 'routes/intern/wiki.neu.tsx', audience: 'personal' },
  {
    path: '/intern/wiki/:slug/bearbeiten',
    file: 'routes/intern/wiki.$slug.bearbeiten.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/wiki/:slug/versionen',
    file: 'routes/intern/wiki.$slug.versionen.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/wiki/:slug',
    file: 'routes/intern/wiki.$slug.tsx',
    audience: 'personal',
    shared: true,
  },
  // The staff directory (decision 052) and each person's vCard.
  {
    path: '/intern/mitarbeitende',
    file: 'routes/intern/mitarbeitende._index.tsx',
    audience: 'personal',
    nav: {
      label: 'Mitarbeitende',
      description: 'Kolleginnen und Kollegen mit Abteilung, Durchwahl und E-Mail finden',
    },
  },
  {
    path: '/intern/mitarbeitende/:datei',
    file: 'routes/intern/mitarbeitende.$datei.ts',
    audience: 'personal',
  },
  // The blog's editor (decision 033): the loaders let only `app.blog.write` in, others get 404.
  {
    path: '/intern/blog',
    file: 'routes/intern/blog._index.tsx',
    audience: 'personal',
    permission: PERMISSIONS.blogWrite,
    nav: { label: 'Blog', description: 'Beiträge für den öffentlichen Blog schreiben' },
  },
  { path: '/intern/blog/neu', file: 'routes/intern/blog.neu.tsx', audience: 'personal' },
  {
    path: '/intern/blog/bilder/:file',
    file: 'routes/intern/blog.bilder.$file.ts',
    audience: 'personal',
  },
  {
    path: '/intern/blog/:slug/bearbeiten',
    file: 'routes/intern/blog.$slug.bearbeiten.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/blog/:slug/versionen',
    file: 'routes/intern/blog.$slug.versionen.tsx',
    audience: 'personal',
  },
  // HR's job ads (decision 036).
  {
    path: '/intern/stellen',
    file: 'routes/intern/stellen._index.tsx',
    audience: 'personal',
    permission: PERMISSIONS.jobAdsWrite,
    nav: {
      label: 'Stellenanzeigen',
      description: 'Stellenanzeigen schreiben, veröffentlichen und zurückziehen',
    },
  },
  { path: '/intern/stellen/neu', file: 'routes/intern/stellen.neu.tsx', audience: 'personal' },
  {
    path: '/intern/stellen/:slug/bearbeiten',
    file: 'routes/intern/stellen.$slug.bearbeiten.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/stellen/:slug/versionen',
    file: 'routes/intern/stellen.$slug.versionen.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/stellen/:slug/vorschau',
    file: 'routes/intern/stellen.$slug.vorschau.tsx',
    audience: 'personal',
  },
  {
    path: '/intern/ci',
    file: 'routes/intern/ci.tsx',
    audience: 'personal',
    nav: { label: 'Corporate Design', description: 'Logo, Farben, Schriften und Vorlagen' },
  },
  {
    path: '/intern/profil',
    file: 'routes/intern/profil.tsx',
    audience: 'konto',
    nav: { label: 'Profil', description: 'Ihre Kontodaten und Sicherheit' },
  },
];
