import { describe, expect, it } from 'vitest';
import { documentsOf, kindOf } from './documents.server';

const page = (main: string) =>
  `<!doctype html><html lang="de"><head><title>Rezepte – Hallberg</title>
  <meta name="description" content="Rezeptkarten für die Profiküche"></head>
  <body><header><nav>Hauptmenü Produkte</nav></header>${main}<footer>Impressum</footer></body></html>`;

describe('documentsOf', () => {
  it('reads title, description, headings and the text of <main> only', () => {
    const [doc, ...rest] = documentsOf(
      '/foodservice/rezepte',
      page('<main><h1>Rezepte für die Großküche</h1><p>Für  alle.</p><h2>Zutaten</h2></main>'),
    );
    expect(rest).toEqual([]);
    expect(doc).toEqual({
      path: '/foodservice/rezepte',
      title: 'Rezepte',
      headline: 'Rezepte für die Großküche',
      kind: 'Seite',
      description: 'Rezeptkarten für die Profiküche',
      headings: 'Zutaten',
      text: 'Rezepte für die Großküche Für alle. Zutaten',
    });
  });

  it('leaves out breadcrumbs, forms, scripts and hidden parts', () => {
    const [doc] = documentsOf(
      '/kontakt',
      page(
        '<main><nav aria-label="Brotkrumen"><a href="/">Startseite</a></nav><h1>Kontakt</h1><form><label>Ihre E-Mail-Adresse</label></form>' +
          '<script>var geheim = 1</script><div hidden>Versteckt</div>' +
          '<span aria-hidden="true">Dekor</span><p>Rufen Sie an.</p></main>',
      ),
    );
    expect(doc!.text).toBe('Kontakt Rufen Sie an.');
  });

  it('makes entries with data-search-entry and an id results of their own', () => {
    const docs = documentsOf(
      '/foodservice/rezepte',
      page(
        '<main><h1>Rezepte</h1><ul>' +
          '<li id="coq-au-vin" data-search-entry="Rezeptkarte – Coq au Vin" data-search-kind="Rezeptkarte">Coq au Vin, PDF</li>' +
          '<li data-search-entry="Ohne Anker">Ohne Anker</li></ul></main>',
      ),
    );
    expect(docs.map((d) => [d.path, d.title, d.kind])).toEqual([
      ['/foodservice/rezepte', 'Rezepte', 'Seite'],
      ['/foodservice/rezepte#coq-au-vin', 'Rezeptkarte – Coq au Vin', 'Rezeptkarte'],
    ]);
    // The entry's words belong to the entry, not to the page around it.
    expect(docs[0]!.text).toBe('Rezepte Ohne Anker');
    expect(docs[1]!.text).toBe('Coq au Vin, PDF');
  });

  it('indexes nothing of a page without <main>', () => {
    expect(documentsOf('/x', '<html><body><p>Nur Text</p></body></html>')).toEqual([]);
  });
});

describe('kindOf', () => {
  it('labels job ads, blog posts and legal pages', () => {
    expect(kindOf('/karriere/lagermitarbeiter-warenannahme')).toBe('Stellenangebot');
    expect(kindOf('/karriere/initiativbewerbung')).toBe('Seite');
    expect(kindOf('/karriere')).toBe('Seite');
    expect(kindOf('/blog/grillsaison-planen')).toBe('Blogbeitrag');
    expect(kindOf('/datenschutz')).toBe('Rechtliches');
    expect(kindOf('/foodservice')).toBe('Seite');
  });
});
