import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../../test/wiki-seed';
import type { WikiContent } from './content.server';
import { searchWiki as searchIn, type SearchOptions } from './search.server';

// Staff read the published articles; writers also the drafts (the backend decides, decision 029).
let staff: WikiContent;
let writer: WikiContent;
const searchWiki = async (query: string, options: SearchOptions & { writer?: boolean } = {}) =>
  searchIn((options.writer ? writer : staff).search, query, options);

// Natural queries staff type, with typos, umlauts written both ways and synonyms, and the
// article that must be among the first three results. The wiki content is the real one.
const CASES: [query: string, slug: string][] = [
  // Allgemeines
  ['krank', 'krankmeldung-und-arbeitsunfaehigkeit'],
  ['AU bescheinigung', 'krankmeldung-und-arbeitsunfaehigkeit'],
  ['kind krank', 'krankmeldung-und-arbeitsunfaehigkeit'],
  ['kaelteschutz jacke', 'arbeitskleidung-und-kaelteschutz'],
  ['Kälteschutz Jacke', 'arbeitskleidung-und-kaelteschutz'],
  ['sicherheitsschue', 'arbeitskleidung-und-kaelteschutz'],
  ['stempeln vergessen', 'zeiterfassung-mit-zeitwerk'],
  ['zeiterfasung', 'zeiterfassung-mit-zeitwerk'],
  ['ueberstunden', 'zeiterfassung-mit-zeitwerk'],
  ['Überstunden', 'zeiterfassung-mit-zeitwerk'],
  ['urlaubssperre dezember', 'urlaub-beantragen'],
  ['erster arbeitstag', 'onboarding-die-ersten-tage'],
  ['gesundheitszeugnis', 'hygieneschulung-und-belehrung-nach-ifsg'],
  ['defibrilator', 'erste-hilfe-und-notfallnummern'],
  ['jobticket', 'parken-und-anfahrt-mitarbeitende'],
  ['speiseplan', 'kantine-und-pausenraeume'],
  // IT
  ['homeoffice zugang', 'vpn-einrichten-und-verbinden'],
  ['von zuhause arbeiten', 'vpn-einrichten-und-verbinden'],
  ['videokonferenz', 'microsoft-teams'],
  ['abwesenheitsnotiz', 'outlook-signatur-sammelpostfaecher-abwesenheit'],
  ['out of office', 'outlook-signatur-sammelpostfaecher-abwesenheit'],
  ['datei teilen', 'onedrive-und-sharepoint'],
  ['passwort vergesen', 'passwort-zuruecksetzen'],
  ['kennwort zurücksetzen', 'passwort-zuruecksetzen'],
  ['handy verloren', 'diensthandy-einrichten'],
  ['zweiter monitor', 'zweiter-bildschirm-und-monitore-am-arbeitsplatz'],
  ['papierstau', 'drucker-und-scanner'],
  ['stoerung melden', 'it-ticket-erstellen'],
  ['fishing', 'phishing-erkennen'],
  // Werkstatt, Entwicklung
  ['f-gase logbuch', 'kaeltemittel-dokumentation'],
  ['nacheichung waage', 'eichung-von-waagen'],
  ['bereitschaft wochenende', 'notdienst-rufbereitschaft'],
  ['rollback', 'deployment-der-website'],
  // Fleisch
  ['wo liegt die hüfte', 'teilstuecke-vom-rind'],
  ['rib eye entrecote', 'teilstuecke-vom-rind'],
  ['spareribs schwein', 'teilstuecke-vom-schwein'],
  ['bis wann bestellen fleisch', 'bestellzeiten-und-bestellschluss-frischfleisch'],
  ['einfriern', 'einfrier-und-auftauleitfaden'],
  ['TK Ware lagerdauer', 'einfrier-und-auftauleitfaden'],
  ['gefrierbrand', 'einfrier-und-auftauleitfaden'],
  ['kettenhandschuh', 'schnittschutz-und-sicherheitsmesser'],
  ['fleisch riecht sauer vakuum', 'reklamationen-frischfleisch'],
  ['kerntemperatur messen', 'kerntemperatur-und-kuehlkette'],
  // Einkauf, Vertrieb
  ['lieferanten bewerten', 'lieferantenbewertung'],
  ['gänse bestellen', 'saisonplanung-im-einkauf'],
  ['artikelneuanlage', 'neuaufnahme-eines-artikels'],
  ['neukunde anlegen', 'neukundenanlage'],
  ['besuchsbricht', 'besuchsberichte-im-kundenkompass'],
  ['sonderpreis beantragen', 'konditionen-und-rabattfreigaben'],
  ['gutschrift erstellen', 'kundenreklamation-bearbeiten'],
  // Marketing
  ['visitenkarten bestellen', 'printprodukte-beauftragen'],
  ['instagram posten', 'social-media-leitfaden'],
  ['newsletter verschicken', 'newsletter-versenden'],
  ['hausfarben hex', 'designstandards-und-corporate-design'],
  ['angebotsfleyer', 'angebotsflyer-erstellen'],
  // Lager, Logistik
  ['warenannahme', 'wareneingang-frischware'],
  ['fehlmenge melden', 'kommissionierung-mit-scanner'],
  ['mhd abgelaufen', 'fifo-und-fefo-im-lager'],
  ['kältepause', 'arbeitsschutz-im-tiefkuehllager'],
  ['ameise fahren', 'staplerregeln'],
  ['E2 kisten pfand', 'leergut-und-pfandkisten'],
  ['tour tauschen', 'tourenplaene-lesen-und-touren-tauschen'],
  ['führerscheinkontrole', 'fuehrerscheinkontrolle'],
  ['fuehrerschein kontrolle', 'fuehrerscheinkontrolle'],
  ['lkw check morgens', 'abfahrtskontrolle-kuehlfahrzeug'],
  ['temperaturalarm lkw', 'temperaturprotokoll-auf-tour'],
  ['wildunfall', 'unfall-oder-panne-unterwegs'],
  ['pause nach 4,5 stunden', 'lenk-und-ruhezeiten'],
  // HR / Buchhaltung
  ['kilometergeld', 'reisekostenabrechnung'],
  ['brutto netto', 'lohnabrechnung-lesen'],
  ['skonto', 'rechnungseingang-und-freigabe'],
  ['bewirtungsbeleg', 'spesen-und-bewirtung'],
  ['betriebsrente', 'betriebliche-altersvorsorge'],
  ['schwanger', 'elternzeit-beantragen'],
  ['iban ändern', 'adressaenderung-und-bankverbindung'],
  ['umzug', 'adressaenderung-und-bankverbindung'],
];

describe('wiki search', () => {
  // The first search reads all articles and builds the index; on a busy machine that alone can
  // take longer than one test's time limit.
  beforeAll(async () => {
    [staff, writer] = await Promise.all([seedContent(), seedContent({ withDrafts: true })]);
    await searchWiki('warm-up');
  }, 60_000);

  it.each(CASES)('"%s" finds %s among the first three', async (query, slug) => {
    const { hits } = await searchWiki(query);
    const rank = hits.findIndex((h) => h.slug === slug);
    expect(
      rank,
      `top: ${hits
        .slice(0, 3)
        .map((h) => h.slug)
        .join(', ')}`,
    ).toBeGreaterThanOrEqual(0);
    expect(rank).toBeLessThan(3);
  });

  // Issue 19: the misses the issue names, each as the first hit now.
  it.each([
    ['reisekostenantrag', 'reisekostenabrechnung'], // compound: reisekosten + antrag
    ['homeofficevereinbarung', 'vpn-einrichten-und-verbinden'],
    ['urlaubsvertretung', 'urlaub-beantragen'], // with the linking "s"
    ['kühlfahrzeugcheck', 'abfahrtskontrolle-kuehlfahrzeug'],
    ['urluab', 'urlaub-beantragen'], // two letters swapped: one edit
    ['drucekr', 'drucker-und-scanner'],
    ['kälteausfall beim kunden', 'notdienst-rufbereitschaft'], // not the new-customer article
    ['toner leer', 'drucker-und-scanner'], // not the empties article
    ['minusstunden', 'zeiterfassung-mit-zeitwerk'], // a synonym of the issue
  ])('"%s" finds %s first', async (query, slug) => {
    const { hits } = await searchWiki(query);
    expect(hits[0]?.slug, hits.map((h) => h.slug).join(', ')).toBe(slug);
  });

  // Issue 19: questions the wiki cannot answer get no hits, only suggestions, instead of
  // articles that match a side word ("zuschuss", "büro").
  it.each(['kita zuschuss', 'fitnessstudio zuschuss', 'hund mit ins büro', 'sabbatical'])(
    '"%s" has no hits',
    async (query) => {
      const { hits } = await searchWiki(query);
      expect(hits.map((h) => h.slug)).toEqual([]);
    },
  );

  it('offers the closest articles when nothing answers the query', async () => {
    const { similar } = await searchWiki('kita zuschuss');
    expect(similar.map((h) => h.slug)).toContain('betriebliche-altersvorsorge');
    expect(similar.length).toBeLessThanOrEqual(3);
  });

  it('still answers when every word is known, only not all in one article', async () => {
    const { hits, similar } = await searchWiki('fahrrad abstellen');
    expect(hits[0]?.slug).toBe('parken-und-anfahrt-mitarbeitende');
    expect(similar).toEqual([]);
  });

  it('finds nothing for nonsense and an empty query', async () => {
    const nothing = { hits: [], similar: [] };
    expect(await searchWiki('')).toEqual(nothing);
    expect(await searchWiki('   ')).toEqual(nothing);
    expect(await searchWiki('xqzvw')).toEqual(nothing);
  });

  it('finds drafts only in the index of those who may read them (writers)', async () => {
    const draft = 'ideenmanagement';
    expect(
      (await searchWiki('ideenmanagement verbesserungsvorschlag')).hits.map((h) => h.slug),
    ).not.toContain(draft);
    expect(
      (await searchWiki('ideenmanagement verbesserungsvorschlag', { writer: true })).hits.map(
        (h) => h.slug,
      ),
    ).toContain(draft);
  });

  it('filters by category', async () => {
    const { hits } = await searchWiki('passwort', { category: 'IT' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.category === 'IT')).toBe(true);
  });

  // Issue 19: first hits whose match was fuzzy, umlaut-folded, respelled or a compound part
  // showed no highlight at all.
  it.each([
    'zeiterfasung',
    'kältepause',
    'lohnabrechung',
    'rechungsfreigabe',
    'reiskosten',
    'dienshandy',
    'kommisionierung',
    'ketenhandschuh',
    'notfallnummern',
    'lenkzeiten',
    'temperaturprotokoll',
    'rabattfreigabe',
    'adressaenderung',
    'besuchsberichte schreiben',
    'f gase',
  ])('"%s": the first hit highlights why it matched', async (query) => {
    const [first] = (await searchWiki(query)).hits;
    expect(
      first?.snippet.some((p) => p.match),
      first?.slug,
    ).toBe(true);
  });
});
