// What the seeded media library contains: the folders of docs/backend-contract.md with
// realistic sample documents for a food wholesaler (fictional company, fictional data).
import {
  FACTS as COMPANY_FACTS,
  ROLES,
  SAMPLE_RECIPE,
  type Allergen,
  type MediaDetails,
  type Recipe,
} from '@frischkontor/contract';
import type { Sheet } from './sheet';

export const BRAND = {
  red: '#8c2718',
  redDark: '#6f2014',
  herb: '#2f6b3a',
  leaf: '#7fb069',
  paper: '#faf7f2',
  ink: '#1f1b18',
  slate: '#3d4f5c',
};

const FOOTER =
  'Hallberg Frischdienst GmbH & Co. KG · Lagerstraße 12 · 20539 Hamburg · Telefon 040 66969-100 · info@hallberg-frischdienst.example';

export interface FolderSeed {
  path: string;
  /** Role names that may read; 'public' for everyone. Missing: inherited. */
  read?: (typeof ROLES.kunde | typeof ROLES.personal | 'public')[];
}

export interface FileSeed {
  folder: string;
  name: string;
  sheet?: Sheet;
  /** A file that is not a generated sheet (logo, CSV). */
  raw?: { kind: 'logo-svg' | 'logo-png' | 'text'; mime: string; text?: string };
  /** What the catalogues show instead of the file name. */
  details?: Partial<MediaDetails>;
}

export const FOLDERS: FolderSeed[] = [
  { path: 'domain' },
  { path: 'domain/intranet', read: [ROLES.personal] },
  { path: 'domain/intranet/Formulare' },
  { path: 'domain/intranet/Richtlinien' },
  { path: 'domain/intranet/Vorlagen' },
  { path: 'domain/spezifikationen', read: [ROLES.kunde, ROLES.personal] },
  { path: 'domain/spezifikationen/Geflügel' },
  { path: 'domain/spezifikationen/Wurst und Aufschnitt' },
  { path: 'domain/spezifikationen/Maxi France' },
  { path: 'domain/angebote' },
  { path: 'domain/angebote/mit_preise', read: [ROLES.kunde, ROLES.personal] },
  { path: 'domain/angebote/mit_preise/aktuell' },
  { path: 'domain/angebote/mit_preise/archiv' },
  { path: 'domain/angebote/ohne_preise', read: ['public'] },
  { path: 'domain/angebote/ohne_preise/aktuell' },
  { path: 'domain/angebote/ohne_preise/archiv' },
  { path: 'domain/rezepte', read: ['public'] },
  { path: 'domain/ci', read: [ROLES.personal] },
];

// ---------------------------------------------------------------- products

type Group =
  | 'Rind'
  | 'Schwein'
  | 'Kalb und Lamm'
  | 'Tiefkühlkost'
  | 'Geflügel'
  | 'Wurst und Aufschnitt'
  | 'Maxi France';

interface Product {
  no: string;
  name: string;
  group: Group;
  unit: string;
  price: number;
}

const PRODUCTS: Product[] = [
  { no: '10234', name: 'Rinderhüfte Kernstück', group: 'Rind', unit: 'kg', price: 21.9 },
  { no: '10235', name: 'Rinderfilet ohne Kette', group: 'Rind', unit: 'kg', price: 44.5 },
  { no: '10236', name: 'Roastbeef am Stück', group: 'Rind', unit: 'kg', price: 27.8 },
  { no: '10237', name: 'Rinderrouladen geschnitten', group: 'Rind', unit: 'kg', price: 17.4 },
  { no: '10238', name: 'Rindergulasch aus der Schulter', group: 'Rind', unit: 'kg', price: 12.9 },
  { no: '10241', name: 'Tafelspitz', group: 'Rind', unit: 'kg', price: 19.6 },
  { no: '10242', name: 'Entrecôte am Stück', group: 'Rind', unit: 'kg', price: 32.4 },
  { no: '10245', name: 'Rinderhackfleisch', group: 'Rind', unit: 'kg', price: 9.8 },
  { no: '11102', name: 'Schweinenacken ohne Knochen', group: 'Schwein', unit: 'kg', price: 7.9 },
  { no: '11105', name: 'Schweinefilet', group: 'Schwein', unit: 'kg', price: 13.5 },
  { no: '11108', name: 'Schweinerücken Kotelettstrang', group: 'Schwein', unit: 'kg', price: 8.6 },
  { no: '11110', name: 'Schweinebauch mit Schwarte', group: 'Schwein', unit: 'kg', price: 6.9 },
  { no: '11112', name: 'Kasseler Lachs', group: 'Schwein', unit: 'kg', price: 11.2 },
  { no: '11115', name: 'Spareribs', group: 'Schwein', unit: 'kg', price: 7.4 },
  {
    no: '12020',
    name: 'Kalbsrücken ohne Knochen',
    group: 'Kalb und Lamm',
    unit: 'kg',
    price: 38.9,
  },
  {
    no: '12024',
    name: 'Kalbsschnitzel aus der Oberschale',
    group: 'Kalb und Lamm',
    unit: 'kg',
    price: 29.5,
  },
  { no: '12031', name: 'Lammkeule ohne Knochen', group: 'Kalb und Lamm', unit: 'kg', price: 18.7 },
  {
    no: '12033',
    name: 'Lammkarree französisch geputzt',
    group: 'Kalb und Lamm',
    unit: 'kg',
    price: 36.2,
  },
  {
    no: '15010',
    name: 'Pommes frites 10 mm',
    group: 'Tiefkühlkost',
    unit: 'Karton 4 × 2,5 kg',
    price: 18.9,
  },
  {
    no: '15012',
    name: 'Rahmspinat portioniert',
    group: 'Tiefkühlkost',
    unit: 'Karton 4 × 2,5 kg',
    price: 21.4,
  },
  { no: '13001', name: 'Hähnchenbrustfilet', group: 'Geflügel', unit: 'kg', price: 9.4 },
  { no: '13003', name: 'Hähnchenkeulen', group: 'Geflügel', unit: 'kg', price: 4.6 },
  { no: '13005', name: 'Putenbrust ohne Haut', group: 'Geflügel', unit: 'kg', price: 11.8 },
  { no: '13008', name: 'Entenbrust Barbarie', group: 'Geflügel', unit: 'kg', price: 24.9 },
  { no: '13010', name: 'Poularde küchenfertig', group: 'Geflügel', unit: 'Stück', price: 12.5 },
  { no: '13012', name: 'Hähnchenflügel', group: 'Geflügel', unit: 'kg', price: 3.9 },
  { no: '13015', name: 'Putenoberkeule ohne Knochen', group: 'Geflügel', unit: 'kg', price: 8.2 },
  { no: '13018', name: 'Gänsekeule', group: 'Geflügel', unit: 'kg', price: 19.9 },
  { no: '14001', name: 'Kochschinken', group: 'Wurst und Aufschnitt', unit: 'kg', price: 12.8 },
  {
    no: '14003',
    name: 'Salami Mailänder Art',
    group: 'Wurst und Aufschnitt',
    unit: 'kg',
    price: 15.6,
  },
  { no: '14005', name: 'Leberwurst fein', group: 'Wurst und Aufschnitt', unit: 'kg', price: 8.4 },
  { no: '14007', name: 'Bierschinken', group: 'Wurst und Aufschnitt', unit: 'kg', price: 9.9 },
  {
    no: '14010',
    name: 'Fleischwurst im Ring',
    group: 'Wurst und Aufschnitt',
    unit: 'kg',
    price: 7.8,
  },
  { no: '14012', name: 'Wiener Würstchen', group: 'Wurst und Aufschnitt', unit: 'kg', price: 9.2 },
  {
    no: '14015',
    name: 'Bratwurst grob Thüringer Art',
    group: 'Wurst und Aufschnitt',
    unit: 'kg',
    price: 8.9,
  },
  {
    no: '14018',
    name: 'Leberkäse zum Selberbacken',
    group: 'Wurst und Aufschnitt',
    unit: 'kg',
    price: 7.2,
  },
  { no: '17001', name: 'Comté AOP 12 Monate', group: 'Maxi France', unit: 'kg', price: 26.9 },
  { no: '17003', name: 'Brie de Meaux AOP', group: 'Maxi France', unit: 'kg', price: 19.8 },
  {
    no: '17005',
    name: 'Camembert de Normandie AOP',
    group: 'Maxi France',
    unit: 'Stück 250 g',
    price: 4.9,
  },
  { no: '17008', name: 'Roquefort AOP', group: 'Maxi France', unit: 'kg', price: 31.5 },
  { no: '17010', name: 'Jambon de Bayonne IGP', group: 'Maxi France', unit: 'kg', price: 28.4 },
  { no: '17012', name: 'Pâté de Campagne', group: 'Maxi France', unit: 'kg', price: 14.6 },
  {
    no: '17015',
    name: 'Beurre de baratte demi-sel',
    group: 'Maxi France',
    unit: 'Stück 250 g',
    price: 3.6,
  },
  {
    no: '17018',
    name: 'Crème fraîche d’Isigny AOP',
    group: 'Maxi France',
    unit: 'Becher 1 kg',
    price: 9.7,
  },
  { no: '17020', name: 'Moutarde de Dijon', group: 'Maxi France', unit: 'Glas 1 kg', price: 6.2 },
];

/** The 14 LMIV allergens a product contains (traces are on the sheet, not in the list). */
function productAllergens(p: Product): Allergen[] {
  if (p.no === '15012') return ['Milch'];
  if (p.no === '17020') return ['Senf'];
  if (p.group === 'Maxi France' && !['17010', '17012'].includes(p.no)) return ['Milch'];
  return [];
}

const SPEC_FOLDER: Record<Group, string> = {
  Rind: 'domain/spezifikationen',
  Schwein: 'domain/spezifikationen',
  'Kalb und Lamm': 'domain/spezifikationen',
  Tiefkühlkost: 'domain/spezifikationen',
  Geflügel: 'domain/spezifikationen/Geflügel',
  'Wurst und Aufschnitt': 'domain/spezifikationen/Wurst und Aufschnitt',
  'Maxi France': 'domain/spezifikationen/Maxi France',
};

interface GroupFacts {
  origin: string;
  storage: string;
  shelfLife: string;
  packaging: string;
  ingredients: string;
  /** Unintended traces, named on the sheet but not as contained allergens. */
  traces?: string;
  /** kcal, fat, saturated, carbohydrates, sugar, protein, salt per 100 g */
  nutrition: [number, number, number, number, number, number, number];
}

const FACTS: Record<Group, GroupFacts> = {
  Rind: {
    origin: 'Geboren, aufgezogen und geschlachtet in Deutschland',
    storage: '0 °C bis +4 °C',
    shelfLife: '21 Tage ab Verpackung (vakuumverpackt)',
    packaging: 'Vakuumbeutel, 1,5–4 kg je Stück, im Karton',
    ingredients: 'Rindfleisch (100 %)',
    nutrition: [125, 4.1, 1.7, 0, 0, 21.8, 0.14],
  },
  Schwein: {
    origin: 'Geboren, aufgezogen und geschlachtet in Deutschland (Haltungsform 3)',
    storage: '0 °C bis +4 °C',
    shelfLife: '14 Tage ab Verpackung (vakuumverpackt)',
    packaging: 'Vakuumbeutel, ca. 2–5 kg, im Karton',
    ingredients: 'Schweinefleisch (100 %)',
    nutrition: [190, 12.4, 4.6, 0, 0, 19.5, 0.16],
  },
  'Kalb und Lamm': {
    origin: 'Kalb: Niederlande · Lamm: Irland',
    storage: '0 °C bis +4 °C',
    shelfLife: '14 Tage ab Verpackung (vakuumverpackt)',
    packaging: 'Vakuumbeutel, 1–3 kg, im Karton',
    ingredients: 'Kalbfleisch bzw. Lammfleisch (100 %)',
    nutrition: [142, 5.6, 2.3, 0, 0, 21.2, 0.18],
  },
  Tiefkühlkost: {
    origin: 'Belgien',
    storage: '−18 °C oder kälter; nach dem Auftauen nicht wieder einfrieren',
    shelfLife: '18 Monate ab Herstellung',
    packaging: 'Beutel 2,5 kg, 4 Beutel je Karton',
    ingredients: 'Kartoffeln (96 %), Sonnenblumenöl (4 %) bzw. Spinat, Sahne, Salz, Gewürze',
    nutrition: [148, 5.2, 0.6, 21.4, 0.4, 2.6, 0.05],
  },
  Geflügel: {
    origin: 'Geboren, aufgezogen und geschlachtet in Deutschland',
    storage: '0 °C bis +4 °C',
    shelfLife: '9 Tage ab Schlachtung',
    packaging: 'Schutzatmosphäre, 2,5 kg je Schale, 4 Schalen je Karton',
    ingredients: 'Geflügelfleisch (100 %)',
    nutrition: [112, 1.8, 0.5, 0, 0, 23.6, 0.12],
  },
  'Wurst und Aufschnitt': {
    origin: 'Hergestellt in Deutschland aus deutschem Schweinefleisch',
    storage: '+2 °C bis +7 °C',
    shelfLife: '28 Tage ab Herstellung, angeschnitten 7 Tage',
    packaging: 'Stück im Naturdarm oder Kunstdarm, 1–3 kg',
    ingredients:
      'Schweinefleisch, Speck, Nitritpökelsalz (Speisesalz, Konservierungsstoff E 250), Gewürze, Dextrose, Antioxidationsmittel E 301',
    traces: 'kann Spuren von Senf und Sellerie enthalten',
    nutrition: [265, 21.5, 8.1, 1.2, 0.8, 16.4, 2.2],
  },
  'Maxi France': {
    origin: 'Frankreich (Normandie, Savoie, Auvergne, Südwesten)',
    storage: '+4 °C bis +8 °C',
    shelfLife: '30–120 Tage je nach Reifegrad, siehe Etikett',
    packaging: 'Originalverpackung des Erzeugers',
    ingredients:
      'Kuhmilch bzw. Schafmilch (roh oder thermisiert), Salz, Lab, Kulturen; Wurstwaren: Schweinefleisch, Salz, Gewürze',
    nutrition: [380, 31.2, 20.4, 0.5, 0.5, 24.1, 1.6],
  },
};

function price(value: number): string {
  return `${value.toFixed(2).replace('.', ',')} €`;
}

function number(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

function specSheet(p: Product): Sheet {
  const f = FACTS[p.group];
  // Small, repeatable differences between products of a group.
  const shift = (Number(p.no) % 7) / 10 - 0.3;
  const [kcal, fat, sat, carbs, sugar, protein, salt] = f.nutrition.map((v) =>
    Math.max(0, v * (1 + shift / 3)),
  );
  return {
    kicker: 'Produktspezifikation',
    title: `${p.no} ${p.name}`,
    subtitle: `Warengruppe ${p.group} · Stand: November 2026 · Seite 1 von 1`,
    accent: p.group === 'Maxi France' ? BRAND.slate : BRAND.red,
    sections: [
      {
        heading: 'Artikeldaten',
        table: {
          columns: ['Merkmal', 'Angabe'],
          widths: [1, 2.4],
          rows: [
            ['Artikelnummer', p.no],
            ['Bezeichnung', p.name],
            ['Herkunft', f.origin],
            ['Verpackung', f.packaging],
            ['Verkaufseinheit', p.unit],
            ['Lagerung', f.storage],
            ['Mindesthaltbarkeit', f.shelfLife],
          ],
        },
      },
      {
        heading: 'Zutaten und Allergene',
        paragraphs: [
          `Zutaten: ${f.ingredients}.`,
          `Allergene: ${productAllergens(p).join(', ') || 'keine kennzeichnungspflichtigen Allergene'}.`,
          ...(f.traces ? [`Spuren: ${f.traces}.`] : []),
        ],
      },
      {
        heading: 'Nährwerte je 100 g',
        table: {
          columns: ['Nährwert', 'Menge'],
          widths: [2, 1],
          right: [1],
          rows: [
            ['Brennwert', `${Math.round((kcal ?? 0) * 4.184)} kJ / ${Math.round(kcal ?? 0)} kcal`],
            ['Fett', `${number(fat ?? 0)} g`],
            ['davon gesättigte Fettsäuren', `${number(sat ?? 0)} g`],
            ['Kohlenhydrate', `${number(carbs ?? 0)} g`],
            ['davon Zucker', `${number(sugar ?? 0)} g`],
            ['Eiweiß', `${number(protein ?? 0)} g`],
            ['Salz', `${number(salt ?? 0)} g`],
          ],
        },
      },
      {
        heading: 'Qualität',
        paragraphs: [
          'Wareneingangskontrolle mit Temperaturmessung und Sichtprüfung, lückenlose Rückverfolgbarkeit über Chargennummer. Betrieb zertifiziert nach IFS Food und QS.',
        ],
      },
    ],
    footer: `${FOOTER} · Alle Angaben nach bestem Wissen; maßgeblich ist das Etikett der gelieferten Ware.`,
  };
}

// ---------------------------------------------------------------- offers

const DAY = 86_400_000;
const two = (n: number) => String(n).padStart(2, '0');

/** A week of offers: its ISO week number and Monday (UTC midnight). */
export interface OfferWeek {
  week: number;
  monday: Date;
  /** Weeks from the one the library is seeded in: negative for the archive. */
  offset: number;
}

function isoWeekOf(day: Date): number {
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY);
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - jan1) / DAY / 7) + 1;
}

/**
 * The demo's flyers around the day the library is seeded (in Hamburg): four weeks of archive,
 * this week's and next week's (flyers appear on Thursday for the week after), so a fresh
 * installation always has a current offer.
 */
export function offerWeeks(today = new Date()): OfferWeek[] {
  const local = today.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
  const date = new Date(`${local}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY);
  return [-4, -3, -2, -1, 0, 1].map((offset) => {
    const start = new Date(monday.getTime() + offset * 7 * DAY);
    return { week: isoWeekOf(start), monday: start, offset };
  });
}

/** Monday to Saturday as ISO dates: the validity of a week's flyer. */
export function weekDates({ monday }: OfferWeek): { from: string; until: string } {
  const saturday = new Date(monday.getTime() + 5 * DAY);
  return { from: monday.toISOString().slice(0, 10), until: saturday.toISOString().slice(0, 10) };
}

/** `23.–28.11.2026`, or `30.11.–05.12.2026` across a month. */
export function weekRange({ monday }: OfferWeek): string {
  const saturday = new Date(monday.getTime() + 5 * DAY);
  const from = `${two(monday.getUTCDate())}.`;
  const to = `${two(saturday.getUTCDate())}.${two(saturday.getUTCMonth() + 1)}.${saturday.getUTCFullYear()}`;
  return monday.getUTCMonth() === saturday.getUTCMonth()
    ? `${from}–${to}`
    : `${from}${two(monday.getUTCMonth() + 1)}.–${to}`;
}

/** The file name of a week's flyer, as the seed files it. */
export const offerFileName = (week: OfferWeek) =>
  `KW ${week.week} – Angebote ${weekRange(week)}.pdf`;

const offerPicks = (week: number) =>
  PRODUCTS.filter((_, i) => (i * 7 + week) % 5 === 0).slice(0, 12);

function offerDetails(week: OfferWeek): Partial<MediaDetails> {
  const picks = offerPicks(week.week);
  const { from, until } = weekDates(week);
  return {
    title: `Angebote KW ${week.week}`,
    description: `${picks.length} Aktionsartikel, darunter ${picks
      .slice(0, 3)
      .map((p) => p.name)
      .join(', ')}.`,
    valid_from: from,
    valid_until: until,
    tags: [...new Set(picks.map((p) => p.group))],
  };
}

function offerSheet(offer: OfferWeek, withPrices: boolean): Sheet {
  const { week } = offer;
  const picks = offerPicks(week);
  return {
    kicker: withPrices ? 'Wochenangebot für Kundinnen und Kunden' : 'Wochenangebot',
    title: offerFileName(offer).replace(/\.pdf$/, ''),
    subtitle: withPrices
      ? 'Nettopreise zuzüglich der gesetzlichen Mehrwertsteuer, solange der Vorrat reicht. Bestellung bis 18:00 Uhr, Lieferung am nächsten Werktag ab 5:00 Uhr.'
      : 'Unsere Aktionsartikel dieser Woche. Ihre Preise sehen Sie nach der Anmeldung im Kundenbereich oder im Online-Shop.',
    accent: BRAND.red,
    sections: [
      {
        heading: 'Aktionsartikel',
        table: withPrices
          ? {
              columns: ['Art.-Nr.', 'Artikel', 'Einheit', 'Preis netto'],
              widths: [0.8, 3, 1.4, 1.1],
              right: [3],
              rows: picks.map((p) => [
                p.no,
                p.name,
                p.unit,
                price(p.price * (0.86 + (week % 3) * 0.02)),
              ]),
            }
          : {
              columns: ['Art.-Nr.', 'Artikel', 'Einheit', 'Warengruppe'],
              widths: [0.8, 3, 1.4, 1.6],
              rows: picks.map((p) => [p.no, p.name, p.unit, p.group]),
            },
      },
      {
        heading: 'So bestellen Sie',
        paragraphs: [
          'Online-Shop rund um die Uhr: shop.hallberg-frischdienst.example · Bestell-Hotline ab 5:00 Uhr: 040 66969-200. Mindestbestellwert 150 € netto je Lieferung.',
        ],
      },
    ],
    footer: FOOTER,
  };
}

// ---------------------------------------------------------------- recipes

export const RECIPES: Recipe[] = [
  {
    name: 'Rinderroulade klassisch',
    category: 'Hauptgericht',
    portions: '10 Portionen',
    costPerPortion: '3,40 € je Portion',
    allergens: ['Senf', 'Sellerie', 'Schwefeldioxid und Sulfite'],
    ingredients: [
      ['Rinderrouladen (Art.-Nr. 10237)', '10 Stück à 180 g'],
      ['Mittelscharfer Senf', '100 g'],
      ['Durchwachsener Speck in Scheiben', '200 g'],
      ['Gewürzgurken', '5 Stück'],
      ['Zwiebeln', '4 Stück'],
      ['Rotwein', '0,5 l'],
      ['Kalbsfond', '1,5 l'],
    ],
    steps: [
      'Rouladen plattieren, salzen, pfeffern und mit Senf bestreichen. Mit Speck, Gurkenstreifen und Zwiebeln belegen, aufrollen und feststecken.',
      'Rundum scharf anbraten, Röstgemüse zugeben, mit Rotwein ablöschen und mit Fond aufgießen. Zugedeckt bei 160 °C etwa 90 Minuten schmoren.',
      'Sauce passieren, abschmecken und nach Bedarf binden. Dazu passen Rotkohl und Kartoffelklöße.',
    ],
  },
  {
    name: 'Flammkuchen Elsässer Art',
    category: 'Kleine Gerichte',
    portions: '8 Bleche',
    costPerPortion: '2,10 € je Blech',
    allergens: ['Glutenhaltiges Getreide', 'Milch'],
    ingredients: [
      ['Flammkuchenteig', '8 Platten'],
      ['Crème fraîche d’Isigny (Art.-Nr. 17018)', '800 g'],
      ['Speckwürfel', '600 g'],
      ['Rote Zwiebeln', '6 Stück'],
      ['Muskat, Salz, Pfeffer', 'nach Geschmack'],
    ],
    steps: [
      'Crème fraîche mit Salz, Pfeffer und Muskat glatt rühren und dünn auf den Teig streichen.',
      'Mit Zwiebelringen und Speckwürfeln belegen und bei 280 °C Ober- und Unterhitze 6 bis 8 Minuten knusprig backen.',
    ],
  },
  {
    name: 'Coq au Vin',
    category: 'Hauptgericht',
    portions: '10 Portionen',
    costPerPortion: '3,10 € je Portion',
    allergens: ['Schwefeldioxid und Sulfite', 'Sellerie'],
    ingredients: [
      ['Poularde küchenfertig (Art.-Nr. 13010)', '3 Stück'],
      ['Rotwein (Burgunder)', '1,5 l'],
      ['Champignons', '600 g'],
      ['Perlzwiebeln', '400 g'],
      ['Speck', '300 g'],
      ['Thymian, Lorbeer', '1 Bund'],
    ],
    steps: [
      'Poularden in je acht Teile zerlegen und über Nacht mit Rotwein und Kräutern marinieren.',
      'Fleisch trocken tupfen, anbraten, mit der Marinade aufgießen und etwa 60 Minuten sanft schmoren. Champignons, Perlzwiebeln und Speck separat braten und zum Schluss zugeben.',
    ],
  },
  {
    name: 'Schweinefilet im Speckmantel',
    category: 'Hauptgericht',
    portions: '10 Portionen',
    costPerPortion: '3,90 € je Portion',
    allergens: ['Milch', 'Glutenhaltiges Getreide'],
    ingredients: [
      ['Schweinefilet (Art.-Nr. 11105)', '2 kg'],
      ['Frühstücksspeck', '400 g'],
      ['Rosmarin', '4 Zweige'],
      ['Rahmsauce', '1 l'],
    ],
    steps: [
      'Filets parieren, würzen und mit Speck umwickeln. Rundum anbraten.',
      'Im Ofen bei 180 °C bis zu einer Kerntemperatur von 62 °C garen, 5 Minuten ruhen lassen und aufschneiden.',
    ],
  },
  {
    name: 'Labskaus',
    category: 'Hauptgericht',
    portions: '12 Portionen',
    costPerPortion: '2,20 € je Portion',
    allergens: ['Eier', 'Fisch', 'Senf', 'Schwefeldioxid und Sulfite'],
    ingredients: [
      ['Gepökeltes Rindfleisch', '2 kg'],
      ['Kartoffeln', '2,5 kg'],
      ['Rote Bete', '800 g'],
      ['Gewürzgurken', '6 Stück'],
      ['Rollmöpse', '12 Stück'],
      ['Spiegeleier', '12 Stück'],
    ],
    steps: [
      'Rindfleisch weich kochen und grob durch den Wolf drehen. Kartoffeln kochen und stampfen.',
      'Fleisch, Kartoffeln, gehackte Rote Bete und Gurkenwasser vermengen und abschmecken. Mit Spiegelei, Rollmops und Gurke anrichten.',
    ],
  },
  SAMPLE_RECIPE,
  {
    name: 'Quiche Lorraine',
    category: 'Kleine Gerichte',
    portions: '16 Stücke (2 Formen à 28 cm)',
    costPerPortion: '0,95 € je Stück',
    allergens: ['Glutenhaltiges Getreide', 'Eier', 'Milch'],
    ingredients: [
      ['Mürbeteig', '800 g'],
      ['Kochschinken (Art.-Nr. 14001)', '400 g'],
      ['Comté AOP (Art.-Nr. 17001)', '300 g'],
      ['Eier', '8 Stück'],
      ['Schlagsahne', '600 ml'],
    ],
    steps: [
      'Teig in die Formen legen und 10 Minuten blind backen.',
      'Schinken und geriebenen Käse verteilen, mit Eiern und Sahne übergießen und bei 180 °C etwa 35 Minuten goldbraun backen.',
    ],
  },
];

export function recipeSheet(r: (typeof RECIPES)[number]): Sheet {
  return {
    kicker: 'Rezeptkarte für die Profiküche',
    title: r.name,
    subtitle: `Für ${r.portions} · Rezeptidee aus der Hallberg-Versuchsküche`,
    accent: BRAND.herb,
    sections: [
      {
        heading: 'Zutaten',
        table: { columns: ['Zutat', 'Menge'], widths: [2.4, 1], right: [1], rows: r.ingredients },
      },
      { heading: 'Zubereitung', paragraphs: r.steps.map((s, i) => `${i + 1}. ${s}`) },
      {
        heading: 'Portionen, Wareneinsatz, Allergene',
        table: {
          columns: ['Angabe', 'Wert'],
          widths: [1.2, 2.2],
          rows: [
            ['Portionen', r.portions],
            ['Wareneinsatz', `${r.costPerPortion} (Listenpreise, Stand der Karte)`],
            ['Allergene (LMIV, 14 Hauptallergene)', r.allergens.join(', ')],
          ],
        },
      },
    ],
    footer: `${FOOTER} · Alle Artikel erhalten Sie über Ihre Fachberatung oder im Online-Shop.`,
  };
}

// ---------------------------------------------------------------- staff documents

function staffSheet(title: string, kicker: string, sections: Sheet['sections']): Sheet {
  return {
    kicker,
    title,
    accent: BRAND.slate,
    sections,
    footer: `${FOOTER} · Nur für den internen Gebrauch.`,
  };
}

const STAFF: FileSeed[] = [
  {
    folder: 'domain/intranet/Formulare',
    name: 'Urlaubsantrag.pdf',
    sheet: staffSheet('Urlaubsantrag', 'Formular Personal', [
      {
        paragraphs: [
          'Urlaub beantragst du im Personalportal. Dieses Formular gilt nur, wenn das Portal nicht erreichbar ist; Fristen und Regeln stehen im Wiki-Artikel „Urlaub beantragen“.',
        ],
      },
      {
        heading: 'Angaben',
        table: {
          columns: ['Feld', 'Eintrag'],
          widths: [1, 2],
          rows: [
            ['Name, Vorname', ''],
            ['Personalnummer', ''],
            ['Abteilung', ''],
            ['Urlaub vom – bis', ''],
            ['Anzahl Arbeitstage', ''],
            ['Vertretung', ''],
          ],
        },
      },
      {
        heading: 'Genehmigung',
        paragraphs: [
          'Datum, Unterschrift Teamleitung: ____________________',
          'Datum, Unterschrift Personalabteilung: ____________________',
        ],
      },
    ]),
  },
  {
    folder: 'domain/intranet/Formulare',
    name: 'Reisekostenabrechnung.pdf',
    sheet: staffSheet('Reisekostenabrechnung', 'Formular Buchhaltung', [
      {
        paragraphs: [
          'Reisekosten rechnest du im Personalportal ab. Dieses Formular gilt nur, wenn das Portal nicht erreichbar ist; Sätze, Fristen und Belege regelt der Wiki-Artikel „Reisekostenabrechnung“.',
        ],
      },
      {
        heading: 'Fahrten',
        table: {
          columns: ['Datum', 'Anlass', 'Strecke', 'km', 'Betrag'],
          widths: [1, 2, 2, 0.6, 1],
          right: [3, 4],
          rows: [
            ['', '', '', '', ''],
            ['', '', '', '', ''],
            ['', '', '', '', ''],
          ],
        },
      },
      {
        heading: 'Pauschalen',
        paragraphs: [
          'Kilometergeld und Verpflegungspauschalen: siehe Wiki-Artikel „Reisekostenabrechnung“.',
        ],
      },
    ]),
  },
  {
    folder: 'domain/intranet/Formulare',
    name: 'Überstundennachweis.pdf',
    sheet: staffSheet('Überstundennachweis', 'Formular Personal', [
      {
        table: {
          columns: ['Datum', 'Beginn', 'Ende', 'Stunden', 'Grund'],
          widths: [1, 0.8, 0.8, 0.8, 2.6],
          rows: [
            ['', '', '', '', ''],
            ['', '', '', '', ''],
            ['', '', '', '', ''],
          ],
        },
      },
      { paragraphs: ['Überstunden werden nur mit Zustimmung der Teamleitung anerkannt.'] },
    ]),
  },
  {
    folder: 'domain/intranet/Richtlinien',
    name: 'Hygienerichtlinie Kühlhaus.pdf',
    sheet: staffSheet('Hygienerichtlinie Kühlhaus', 'Richtlinie Qualitätssicherung', [
      {
        heading: 'Grundsätze',
        paragraphs: [
          'Im Kühlhaus gilt: saubere Arbeitskleidung, Haarschutz, keine Schmuckstücke. Hände vor Arbeitsbeginn und nach jeder Pause waschen und desinfizieren.',
        ],
      },
      {
        heading: 'Temperaturen',
        table: {
          columns: ['Bereich', 'Solltemperatur'],
          rows: [
            ['Frischfleisch', '0 °C bis +2 °C'],
            ['Geflügel', '0 °C bis +2 °C'],
            ['Wurst und Käse', '+2 °C bis +6 °C'],
            ['Tiefkühllager', COMPANY_FACTS.freezerStorage],
          ],
        },
      },
      {
        heading: 'Abweichungen',
        paragraphs: [
          'Jede Abweichung sofort der Schichtleitung melden und im Hallberg TempCheck dokumentieren.',
        ],
      },
    ]),
  },
  {
    folder: 'domain/intranet/Richtlinien',
    name: 'IT-Sicherheitsrichtlinie.pdf',
    sheet: staffSheet('IT-Sicherheitsrichtlinie', 'Richtlinie IT', [
      {
        heading: 'Passwörter',
        paragraphs: [
          'Die Regeln für ein neues Passwort stehen im Wiki-Artikel „Passwort zurücksetzen“. Zwei-Faktor-Anmeldung für E-Mail, VPN und Intranet ist Pflicht.',
        ],
      },
      {
        heading: 'E-Mails',
        paragraphs: [
          'Keine Anhänge von unbekannten Absendern öffnen. Verdächtige E-Mails an die IT weiterleiten, nicht antworten.',
        ],
      },
      {
        heading: 'Geräte',
        paragraphs: [
          'Bildschirm beim Verlassen des Arbeitsplatzes sperren. Private USB-Sticks sind an Firmengeräten nicht erlaubt.',
        ],
      },
    ]),
  },
  {
    folder: 'domain/intranet/Richtlinien',
    name: 'Arbeitskleidung und Schutzausrüstung.pdf',
    sheet: staffSheet('Arbeitskleidung und Schutzausrüstung', 'Richtlinie Arbeitsschutz', [
      {
        table: {
          columns: ['Bereich', 'Ausrüstung'],
          widths: [1, 2.5],
          rows: [
            ['Kühlhaus', 'Kälteschutzjacke, Handschuhe, Sicherheitsschuhe S3'],
            ['Zerlegung', 'Stechschutzschürze, Kettenhandschuh, Haarnetz'],
            ['Lager', 'Warnweste, Sicherheitsschuhe S3'],
            ['Werkstatt', 'Schutzbrille, Gehörschutz'],
          ],
        },
      },
      {
        paragraphs: [
          'Ausgabe und Tausch über die Kleiderkammer; Ausgabezeiten im Wiki-Artikel „Arbeitskleidung und Kälteschutz“.',
        ],
      },
    ]),
  },
  {
    folder: 'domain/intranet/Vorlagen',
    name: 'Tourenplan Vorlage.pdf',
    sheet: staffSheet('Tourenplan', 'Vorlage Logistik', [
      {
        table: {
          columns: ['Stopp', 'Kunde', 'Ort', 'Zeitfenster', 'Kolli'],
          widths: [0.6, 2.2, 1.4, 1.2, 0.7],
          rows: [
            ['1', '', '', '', ''],
            ['2', '', '', '', ''],
            ['3', '', '', '', ''],
            ['4', '', '', '', ''],
          ],
        },
      },
      {
        paragraphs: [
          'Fahrzeug, Fahrerin oder Fahrer und Abfahrtszeit oben eintragen. Temperaturprotokoll nicht vergessen.',
        ],
      },
    ]),
  },
  {
    folder: 'domain/intranet/Vorlagen',
    name: 'Protokoll Teambesprechung.pdf',
    sheet: staffSheet('Protokoll Teambesprechung', 'Vorlage', [
      {
        table: {
          columns: ['Punkt', 'Ergebnis', 'Wer', 'Bis wann'],
          widths: [1.4, 2.6, 0.9, 0.9],
          rows: [
            ['', '', '', ''],
            ['', '', '', ''],
            ['', '', '', ''],
          ],
        },
      },
    ]),
  },
  {
    folder: 'domain/intranet/Vorlagen',
    name: 'Telefonliste intern.csv',
    raw: {
      kind: 'text',
      mime: 'text/csv',
      text: 'Bereich;Durchwahl;E-Mail\nZentrale;-100;info@hallberg-frischdienst.example\nBestellannahme;-200;bestellung@hallberg-frischdienst.example\nTechnischer Kundendienst;-300;service@hallberg-frischdienst.example\nPersonal;-150;karriere@hallberg-frischdienst.example\nMarketing-Service;-400;marketing@hallberg-frischdienst.example\n',
    },
  },
];

// ---------------------------------------------------------------- CI

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><rect x="6" y="12" width="96" height="96" rx="24" fill="${BRAND.red}"/><path d="M34 36h10v20h20V36h10v48H64V66H44v18H34z" fill="#fff"/><path d="M78 28c-10 2-16 8-16 16 8 0 14-6 16-16Z" fill="${BRAND.leaf}"/><text x="124" y="64" font-family="Georgia, 'DejaVu Serif', serif" font-size="40" font-weight="700" fill="${BRAND.ink}">Hallberg</text><text x="126" y="96" font-family="Helvetica, Arial, 'Liberation Sans', sans-serif" font-size="20" fill="${BRAND.red}">Frischdienst</text></svg>`;
}

const CI: FileSeed[] = [
  {
    folder: 'domain/ci',
    name: 'hallberg-logo.svg',
    raw: { kind: 'logo-svg', mime: 'image/svg+xml' },
  },
  { folder: 'domain/ci', name: 'hallberg-logo.png', raw: { kind: 'logo-png', mime: 'image/png' } },
  {
    folder: 'domain/ci',
    name: 'Farbtabelle.pdf',
    sheet: {
      kicker: 'Corporate Design',
      title: 'Farbtabelle',
      subtitle:
        'Die Hausfarben für Print, Web und Fahrzeugbeschriftung. Bitte nur diese Werte verwenden.',
      accent: BRAND.red,
      sections: [
        {
          swatches: [
            {
              name: 'Hallberg-Rot',
              hex: BRAND.red,
              detail: 'HEX #8C2718 · RGB 140 39 24 · CMYK 0 85 90 40',
            },
            {
              name: 'Rot dunkel',
              hex: BRAND.redDark,
              detail: 'HEX #6F2014 · RGB 111 32 20 · CMYK 0 80 85 55',
            },
            {
              name: 'Kräutergrün',
              hex: BRAND.herb,
              detail: 'HEX #2F6B3A · RGB 47 107 58 · CMYK 70 20 85 25',
            },
            {
              name: 'Blattgrün',
              hex: BRAND.leaf,
              detail: 'HEX #7FB069 · RGB 127 176 105 · CMYK 50 5 70 0',
            },
            {
              name: 'Papier',
              hex: '#f1ebe1',
              detail: 'HEX #F1EBE1 · RGB 241 235 225 · Flächen und Hintergründe',
            },
            { name: 'Tinte', hex: BRAND.ink, detail: 'HEX #1F1B18 · RGB 31 27 24 · Fließtext' },
          ],
        },
        {
          heading: 'Schriften',
          paragraphs: [
            'Überschriften: Fraunces. Fließtext: Inter. Ersatzschriften: Georgia und Arial.',
          ],
        },
      ],
      footer: `${FOOTER} · Stand November 2026.`,
    },
  },
];

// ---------------------------------------------------------------- all files

export function seedFiles(today = new Date()): FileSeed[] {
  const files: FileSeed[] = [];
  for (const withPrices of [true, false]) {
    const base = `domain/angebote/${withPrices ? 'mit_preise' : 'ohne_preise'}`;
    for (const week of offerWeeks(today)) {
      files.push({
        folder: `${base}/${week.offset >= 0 ? 'aktuell' : 'archiv'}`,
        name: offerFileName(week),
        sheet: offerSheet(week, withPrices),
        details: offerDetails(week),
      });
    }
  }
  for (const p of PRODUCTS)
    files.push({
      folder: SPEC_FOLDER[p.group],
      name: `${p.no} ${p.name} – Spezifikation.pdf`,
      sheet: specSheet(p),
      details: {
        title: p.name,
        article_no: p.no,
        category: p.group,
        allergens: productAllergens(p),
        description: `Verkaufseinheit ${p.unit} · ${FACTS[p.group].origin}`,
      },
    });
  for (const r of RECIPES)
    files.push({
      folder: 'domain/rezepte',
      name: `Rezeptkarte – ${r.name}.pdf`,
      sheet: recipeSheet(r),
      details: {
        title: r.name,
        category: r.category,
        portions: r.portions,
        allergens: r.allergens,
        ingredients: r.ingredients.map(([name]) => name.replace(/\s*\(Art\.-Nr\. \d+\)/, '')),
        description: `Wareneinsatz ${r.costPerPortion}.`,
      },
    });
  files.push(...STAFF, ...CI);
  return files;
}
