// The main menu and the footer link lists: one source for header, mobile menu, footer and sitemap checks.

export interface NavLink {
  label: string;
  to: string;
}

export interface NavSection extends NavLink {
  children?: NavLink[];
}

export const mainNavigation: NavSection[] = [
  {
    label: 'Produkte',
    to: '/produkte-und-services',
    children: [
      { label: 'Sortiment & Services', to: '/produkte-und-services' },
      { label: 'Eigenmarke Maxi France', to: '/eigenmarke-maxi-france' },
      { label: 'Aktuelle Angebote', to: '/angebote' },
      { label: 'Nachhaltigkeit', to: '/nachhaltigkeit' },
    ],
  },
  {
    label: 'Foodservice',
    to: '/foodservice',
    children: [
      { label: 'Foodservice im Überblick', to: '/foodservice' },
      { label: 'Rezepte', to: '/foodservice/rezepte' },
      { label: 'Online-Shop', to: '/foodservice/online-shop' },
      { label: 'Mehrwegpflicht', to: '/foodservice/mehrwegpflicht' },
      { label: 'Tierhaltungskennzeichnung', to: '/foodservice/tierhaltungskennzeichnung' },
    ],
  },
  {
    label: 'Marketing',
    to: '/mkbs',
    children: [
      { label: 'MKBS im Überblick', to: '/mkbs' },
      { label: 'Web', to: '/mkbs/web' },
      { label: 'Print', to: '/mkbs/print' },
      { label: 'Crossmedia', to: '/mkbs/crossmedia' },
      { label: 'Social Media', to: '/mkbs/social-media' },
    ],
  },
  {
    label: 'Kundendienst',
    to: '/technischer-kundendienst',
    children: [
      { label: 'Kundendienst im Überblick', to: '/technischer-kundendienst' },
      { label: 'Aktuelles', to: '/technischer-kundendienst/aktuelles' },
      { label: 'Digitales HACCP', to: '/technischer-kundendienst/digitales-haccp' },
      { label: 'MAGA Fleischpresse', to: '/technischer-kundendienst/maga-fleischpresse' },
    ],
  },
  {
    label: 'Unternehmen',
    to: '/philosophie',
    children: [
      { label: 'Philosophie', to: '/philosophie' },
      { label: 'Nachhaltigkeit', to: '/nachhaltigkeit' },
      { label: 'Blog', to: '/blog' },
      { label: 'Karriere', to: '/karriere' },
      { label: 'Kontakt', to: '/kontakt' },
    ],
  },
  { label: 'Karriere', to: '/karriere' },
  { label: 'Kontakt', to: '/kontakt' },
];

/** Where the header's "Menü" leads before the page's code is there, or without it: the footer's menus. */
export const MENU_FALLBACK_ID = 'seitenuebersicht';

export const footerNavigation: { title: string; links: NavLink[] }[] = [
  {
    title: 'Produkte',
    links: [
      { label: 'Sortiment & Services', to: '/produkte-und-services' },
      { label: 'Eigenmarke Maxi France', to: '/eigenmarke-maxi-france' },
      { label: 'Angebote', to: '/angebote' },
      { label: 'Foodservice', to: '/foodservice' },
      { label: 'Online-Shop', to: '/foodservice/online-shop' },
      { label: 'Technischer Kundendienst', to: '/technischer-kundendienst' },
      { label: 'Marketing-Service', to: '/mkbs' },
    ],
  },
  {
    title: 'Unternehmen',
    links: [
      { label: 'Philosophie', to: '/philosophie' },
      { label: 'Nachhaltigkeit', to: '/nachhaltigkeit' },
      { label: 'Karriere', to: '/karriere' },
      { label: 'Blog', to: '/blog' },
      { label: 'Newsletter', to: '/newsletter' },
      { label: 'Kontakt', to: '/kontakt' },
    ],
  },
  {
    title: 'Rechtliches',
    links: [
      { label: 'Impressum', to: '/impressum' },
      { label: 'Datenschutz', to: '/datenschutz' },
      { label: 'AGB', to: '/agbs' },
      { label: 'Hinweise zur Videoüberwachung', to: '/video-info' },
      { label: 'Teilnahmebedingungen Gewinnspiel', to: '/gewinnspiel/teilnahmebedingungen' },
    ],
  },
];
