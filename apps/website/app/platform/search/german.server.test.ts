import { describe, expect, it } from 'vitest';
import { joinSeparable, lemma, separated, typos } from './forms.server';
import { decompound, fold, germanIndex, respellings, snippet } from './german.server';
import { elisions } from './words.server';
import { oneTypoAway } from './vocabulary.server';

/** The ids a query finds in an index of [id, title, text] documents. */
function idsFound(documents: [string, string, string][]) {
  const index = germanIndex(
    documents.map(([id, title, text]) => ({ id, fields: { title, text }, text })),
    { boost: { title: 3, text: 1 }, synonyms: [] },
  );
  return (query: string) => index.search(query).hits.map((h) => h.id);
}

// The engine's parts; how well it finds real articles is tested with the wiki's content
// (features/wiki/search.server.test.ts) and measured on the evaluation sets (bench/search).
describe('German-aware search', () => {
  it('splits a compound only into words the index knows, and respells swaps and umlauts', () => {
    const vocabulary = [
      'antrag',
      'check',
      'checkliste',
      'drucker',
      'kuehl',
      'reisekosten',
      'urlaub',
      'vertretung',
    ];
    expect(decompound(vocabulary, 'reisekostenantrag')).toEqual(['reisekosten', 'antrag']);
    expect(decompound(vocabulary, 'urlaubsvertretung')).toEqual(['urlaub', 'vertretung']);
    expect(decompound(vocabulary, 'urlaubsxyzantrag')).toBeNull();
    expect(respellings(vocabulary, 'drucekr', false)).toEqual(['drucker']);
    expect(respellings(vocabulary, 'kuhl', false)).toEqual(['kuehl']);
    expect(respellings(vocabulary, 'chekc', true)).toEqual(['check']);
  });

  it('relates a verb’s forms: the third person, the changed vowel, the noun made of it', () => {
    expect(lemma('raeumt')).toBe(lemma('raeumen'));
    expect(lemma('dokumentiert')).toBe(lemma('dokumentieren'));
    expect(lemma('vergibt')).toBe(lemma('vergeben'));
    expect(lemma('freigabe')).toBe(lemma('freigeben'));
    expect(lemma('annahme')).toBe(lemma('annehmen'));
    expect(lemma('arbeit')).toBe(lemma('arbeiten'));
    expect(lemma('hundert')).not.toBe(lemma('hund'));
    expect(lemma('urlaub')).not.toBe(lemma('urlaubs'.slice(0, 5)));
  });

  it('joins a separable verb written apart, and splits one typed joined', () => {
    const known = (w: string) => ['freigeb', 'einkauf'].includes(lemma(w));
    expect(joinSeparable(['gibt', 'rabatt', 'frei'], known)).toEqual(['freigibt', 'rabatt']);
    expect(joinSeparable(['kauft', 'fleisch', 'ein'], known)).toEqual(['einkauft', 'fleisch']);
    expect(joinSeparable(['faehrt', 'tour', 'ab'], known)).toEqual(['faehrt', 'tour', 'ab']);
    expect(separated('freiraeumen')).toEqual(['frei', 'raeumen']);
    expect(separated('frei')).toBeNull();
  });

  it('counts typos as letters left out, added, changed or swapped', () => {
    expect(typos('stapeler', 'stapler')).toBe(1);
    expect(typos('stapeler', 'stapel')).toBe(2);
    expect(typos('drucekr', 'drucker')).toBe(1);
    expect(typos('urlaub', 'urlaub')).toBe(0);
  });

  it('folds umlauts, ß and case', () => {
    expect(fold('Führerschein')).toBe('fuehrerschein');
    expect(fold('STRASSE')).toBe(fold('Straße'));
    expect(fold('Käse')).toBe(fold('kaese'));
  });

  it('highlights a two-letter term only as a whole word', () => {
    const parts = snippet('Die AU schickst du auch auf dem Handy aus.', ['au']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['AU']);
  });

  it('centres the snippet on the rarest matched word, not the first', () => {
    const filler = 'Hier steht ein langer Absatz über etwas anderes. '.repeat(12);
    const text = `Auf jeder Tour gilt das. ${filler}Reißt die Kühlkette, meldest du es sofort.`;
    const rarity = (term: string) => (term === 'tour' ? 0.2 : 3);
    const parts = snippet(text, ['tour', 'kuehlkette'], 220, rarity);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toContain('Kühlkette,');
  });

  it('highlights the matched words in the snippet', () => {
    const parts = snippet('Wer krank ist, meldet sich vor Schichtbeginn telefonisch.', ['krank']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['krank']);
    expect(parts.map((p) => p.text).join('')).toContain('meldet sich');
  });

  it('answers a query only when the best document matches its words, else suggests', () => {
    const index = germanIndex(
      [
        {
          id: 'a',
          fields: { title: 'Urlaub beantragen', text: 'Urlaub beantragst du im Portal.' },
          text: 'Urlaub beantragst du im Portal.',
        },
        {
          id: 'b',
          fields: { title: 'Krankmeldung', text: 'Wer krank ist, meldet sich.' },
          text: 'Wer krank ist, meldet sich.',
          tags: { category: 'Personal' },
        },
      ],
      { boost: { title: 5, text: 1 }, synonyms: [['krank', 'au']] },
    );
    expect(index.search('urluab').hits.map((h) => h.id)).toEqual(['a']);
    expect(index.search('AU').hits.map((h) => h.id)).toEqual(['b']);
    expect(index.search('urlaub hund').hits).toEqual([]);
    expect(index.search('urlaub hund').similar.map((h) => h.id)).toEqual(['a']);
    expect(index.search('krank', { filter: (tags) => tags.category === 'IT' }).hits).toEqual([]);
  });

  const doc = (id: string, title: string, keywords: string, text: string) => ({
    id,
    fields: { title, keywords, text },
    text,
  });
  const options = {
    boost: { title: 5, keywords: 4, text: 1 },
    synonyms: [['spesen', 'reisekosten', 'dienstreise']],
    attributes: { title: 1, keywords: 1, text: 0.7 },
  };

  it('ranks the word as typed before its synonyms and other inflections (exactness)', () => {
    const index = germanIndex(
      [
        doc(
          'reise',
          'Reisekostenabrechnung',
          'Reisekosten Dienstreise',
          'Reisekosten einer Dienstreise rechnest du ab, auch Spesen.',
        ),
        doc('spesen', 'Spesen und Bewirtung', 'Spesen Bewirtung', 'Bewirtung von Gästen.'),
        doc('lenk', 'Lenk- und Ruhezeiten', 'Lenkzeit Ruhezeit', 'Die Lenkzeit am Tag.'),
        doc('tour', 'Tourenpläne', 'Tour', 'Lenkzeiten plant die Disposition, Lenkzeiten.'),
      ],
      options,
    );
    expect(index.search('spesen').hits.map((h) => h.id)[0]).toBe('spesen');
    // „Lenkzeit“ is another inflection of „lenkzeiten“: in the keywords it beats the body text.
    expect(index.search('lenkzeiten').hits.map((h) => h.id)).toEqual(['lenk', 'tour']);
  });

  it('weighs a rare query word above a common one, and a title above the body', () => {
    const common = 'Jeder Kunde ist wichtig. ';
    const index = germanIndex(
      [
        doc('pfand', 'Leergut und Pfandkisten', 'Pfandkonto', `Das Pfandkonto. ${common}`),
        doc('neu', 'Neukundenanlage', 'Kunde anlegen', common.repeat(6)),
        doc('a', 'Anderes', '', common),
        doc('b', 'Mehr', '', common),
      ],
      options,
    );
    expect(index.search('pfandkonto kunde').hits.map((h) => h.id)[0]).toBe('pfand');
  });

  it('does not count question verbs as words of the query', () => {
    const index = germanIndex(
      [
        doc('lohn', 'Lohnabrechnung lesen', 'Gehalt', 'Das Gehalt wird am Monatsende überwiesen.'),
        doc('post', 'Post', '', 'Die Post kommt täglich, sie kommt um neun.'),
      ],
      options,
    );
    expect(index.search('wann kommt das gehalt').hits.map((h) => h.id)).toEqual(['lohn']);
  });

  it('finds the words of every group a synonym is in', () => {
    const index = germanIndex(
      [
        doc('fs', 'Kontrolle der Fahrerlaubnis', 'Fahrerlaubnis', 'Zeig deine Fahrerlaubnis vor.'),
        doc('kk', 'Kontrolle', '', 'Nichts.'),
      ],
      {
        ...options,
        synonyms: [
          ['führerschein', 'fahrerlaubnis'],
          ['Fleppe', 'Führerschein'],
        ],
      },
    );
    expect(index.search('führerschein').hits.map((h) => h.id)).toEqual(['fs']);
    expect(index.search('fleppe').hits).toEqual([]);
  });

  describe('what people type (issue 32, item 6)', () => {
    const doc = (id: string, title: string, text = '') => ({
      id,
      fields: { title, text },
      text,
      compounds: title,
    });
    const index = germanIndex(
      [
        doc('tk', 'Arbeitsschutz im Tiefkühllager', 'Kälteschutz und Pausen im Tiefkühllager.'),
        doc('home', 'Homeoffice einrichten', 'VPN und Laptop für das Homeoffice.'),
        doc('teams', 'Microsoft Teams', 'Besprechungen und Chats in Teams.'),
        doc('krank', 'Krankmeldung', 'Die Krankmeldung geht am ersten Tag an die Teamleitung.'),
        doc(
          'urlaub',
          'Urlaub beantragen',
          'In der Urlaubssperre zur Inventur gibt es keinen Urlaub.',
        ),
        doc('pass', 'Passwort zurücksetzen', 'Das Passwort setzt du im Portal zurück.'),
        doc('erste', 'Erste Hilfe', 'Ersthelfer und Verbandkasten.'),
        doc('kuehl', 'Kühlraum prüfen', 'Der Kühlraum hat 2 °C.'),
        doc('messer', 'Messerpflege im Zerlegeraum', 'Schleifen und Abziehen.'),
      ],
      { boost: { title: 3, text: 1 }, synonyms: [] },
    );
    const first = (q: string) => index.search(q).hits[0]?.id ?? null;

    it('joins a compound typed apart where the index knows the whole', () => {
      expect(first('tief kühl lager')).toBe('tk');
      expect(first('home office')).toBe('home');
    });

    it('leaves out a word of two letters that nothing matches', () => {
      expect(first('ms teams')).toBe('teams');
      expect(index.search('xy zz').hits).toEqual([]);
    });

    it('finds participles, plurals with umlaut, feminine forms and compounds with a new part', () => {
      expect(first('krankgemeldet')).toBe('krank');
      expect(first('kühlräume')).toBe('kuehl');
      expect(first('ersthelferin')).toBe('erste');
      expect(first('urlaubssperrzeit')).toBe('urlaub');
      expect(first('passwortreset')).toBe('pass');
    });

    it('allows one typo more in a word nothing else explains, none in two letters', () => {
      expect(first('pasword')).toBe('pass');
      expect(first('vpm')).toBe('home');
      // Two typos only in a word of seven letters or more: „Fleppe“ (a driving licence) is no
      // „Messerpflege“.
      expect(index.search('fleppe').hits).toEqual([]);
    });

    it('reads an unknown word as the known word one typo away before an inflection two away', () => {
      const stacks = germanIndex(
        [
          doc('stapler', 'Staplerregeln', 'Mit dem Stapler nur mit Schein fahren.'),
          doc('stapel', 'Paletten lagern', 'Paletten nie höher als drei Stapel lagern.'),
        ],
        { boost: { title: 3, text: 1 }, synonyms: [] },
      );
      const top = (q: string) => stacks.search(q).hits[0]?.id ?? null;
      expect(top('stapeler')).toBe('stapler');
      // A real inflection stays what it is: „Stapeln“ is one letter from Stapel.
      expect(top('stapeln')).toBe('stapel');
      expect(oneTypoAway(['stapel', 'stapler', 'staple'], 'stapeler')).toEqual(['stapler']);
    });

    it('ranks by each document’s prior and the query’s boost when they answer alike', () => {
      const flyers = germanIndex(
        [
          { id: 'old', fields: { title: 'Angebote KW 47' }, text: '', prior: 0.6 },
          { id: 'now', fields: { title: 'Angebote KW 49' }, text: '', prior: 1 },
          { id: 'next', fields: { title: 'Angebote KW 50' }, text: '', prior: 0.9 },
        ],
        { boost: { title: 1 }, synonyms: [] },
      );
      expect(flyers.search('angebote').hits.map((h) => h.id)).toEqual(['now', 'next', 'old']);
      const boosted = flyers.search('angebote', { boost: (tags) => (tags.kind ? 1 : 1) });
      expect(boosted.hits[0]!.id).toBe('now');
    });
  });

  it('finds a participle’s verb in its other forms, and the participle by the verb', () => {
    const ids = idsFound([
      ['phishing', 'Phishing erkennen und melden', 'Verdächtige E-Mails meldest du der IT.'],
      ['messer', 'Schnittschutz', 'Ein Schnitt wird der Schichtleitung gemeldet.'],
      ['kuehl', 'Kühlraum', 'Die Ware wird sofort gekühlt.'],
      ['gehalt', 'Lohnabrechnung', 'Dein Gehalt kommt am Monatsende.'],
      ['halten', 'Pausen', 'Die Pausen halten alle ein.'],
    ]);
    // „gemeldet“ of melden: the article about reporting answers a mail reported.
    expect(ids('mail gemeldet')[0]).toBe('phishing');
    expect(ids('melden')).toEqual(['phishing', 'messer']);
    expect(ids('kühlen')).toEqual(['kuehl']);
    // „Gehalt“ looks like a participle, but „halen“ is no verb: it stays a noun.
    expect(ids('gehalt')).toEqual(['gehalt']);
    expect(lemma('gemeldet')).not.toBe(lemma('melden'));
  });

  it('reads a compound the text writes elided („Kühl- und Tiefkühlräume“) as whole', () => {
    const ids = idsFound([
      ['kette', 'Kühlkette', 'In den Kühl- und Tiefkühlräumen misst ein Sensor.'],
      ['foto', 'Fotos', 'Keine Fotos in Kühlräumen der Kunden.'],
      ['dienst', 'Außendienst', 'Für Innen- und Außendienst gilt dasselbe.'],
      ['plan', 'Dienstplan', 'Der Dienst beginnt um sechs.'],
    ]);
    expect(ids('kühlräumen').sort()).toEqual(['foto', 'kette']);
    expect(ids('innendienst')[0]).toBe('dienst');
    // What follows the dash is no compound: nothing is made up („Kühl- und im Lager“).
    expect(elisions('Kühl- und im Lager', () => true)).toEqual([]);
    expect(elisions('Vor- und Nachnamen', (w) => w === 'namen')).toEqual(['vornamen']);
  });

  it('finds a verb in the form the text has it, and a separable verb written apart', () => {
    const index = germanIndex(
      [
        {
          id: 'inventur',
          fields: {
            title: 'Inventur',
            text: 'Bitte räumt die Kommissionierplätze bis 12 Uhr frei.',
          },
          text: 'Bitte räumt die Kommissionierplätze bis 12 Uhr frei.',
        },
        {
          id: 'kunden',
          fields: { title: 'Neukunden', text: 'Die Kundennummer vergibt das System.' },
          text: 'Die Kundennummer vergibt das System.',
        },
        {
          id: 'rabatt',
          fields: { title: 'Rabattfreigaben', text: 'Wer Rabatte freigibt, steht hier.' },
          text: 'Wer Rabatte freigibt, steht hier.',
        },
        {
          id: 'preise',
          fields: { title: 'Preise', text: 'Rabatte gibt es selten, Lieferung frei Haus.' },
          text: 'Rabatte gibt es selten, Lieferung frei Haus.',
        },
      ],
      { boost: { title: 3, text: 1 }, synonyms: [] },
    );
    const top = (q: string) => index.search(q).hits[0]?.id;
    expect(top('kommissionierplätze freiräumen')).toBe('inventur');
    expect(top('kundennummer vergeben')).toBe('kunden');
    expect(top('wer gibt rabatte frei')).toBe('rabatt');
  });

  it('ranks a compound found whole above its parts found apart, and all parts above its start', () => {
    const index = germanIndex(
      [
        {
          id: 'apart',
          fields: { title: 'Wege im Lager', text: 'Unfälle vermeidest du mit Umsicht.' },
          text: 'Unfälle vermeidest du mit Umsicht.',
        },
        {
          id: 'whole',
          fields: { title: 'Erste Hilfe', text: 'Wegeunfälle meldest du der Personalabteilung.' },
          text: 'Wegeunfälle meldest du der Personalabteilung.',
        },
        {
          id: 'start',
          fields: { title: 'Überstunden', text: 'Überstunden stehen im Zeitkonto.' },
          text: 'Überstunden stehen im Zeitkonto.',
        },
        {
          id: 'form',
          fields: { title: 'Nachweis', text: 'Formular für geleistete Überstunden.' },
          text: 'Formular für geleistete Überstunden.',
        },
      ],
      { boost: { title: 3, text: 1 }, synonyms: [['formular', 'zettel']] },
    );
    expect(index.search('wegeunfall').hits[0]?.id).toBe('whole');
    expect(index.search('überstundenzettel').hits[0]?.id).toBe('form');
  });
});
