import heroImage from '~/assets/images/hero-home.svg?responsive';
import * as icons from '~/components/ui/icons';
import type { Block, PageData } from '~/components/sections/blocks';
import { latestPosts } from '~/features/blog/latest.server';
import { md, staticPage } from '~/features/content/rich.server';
import { publicConfig } from '~/config/env.server';
import { applyDomainSettings, site as baseSite } from '~/config/site';
import { organizationJsonLd } from '~/features/seo/json-ld';
import { domainSettings } from '~/features/settings/domain-settings.server';

const page = staticPage((): PageData => ({
  seo: {
    title: 'Großhandel für Fleischerei, Gastronomie und Hotellerie',
    description:
      'Hallberg Frischdienst beliefert Fleischereien, Restaurants, Hotels und Kantinen in Norddeutschland mit Fleisch, Wurst, Feinkost und Küchenbedarf – gekühlt, pünktlich, persönlich beraten.',
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Ihr Frischegroßhandel im Norden',
      title: 'Frische für Handwerk und Gastronomie',
      lead: md(`
          Seit über 60 Jahren beliefern wir Fleischereien, Restaurants, Hotels und Großküchen mit Fleisch, Wurst,
          Feinkost und allem, was eine professionelle Küche braucht – gekühlt, pünktlich und mit Ansprechpartnern,
          die Ihren Betrieb kennen.
        `),
      actions: [
        { label: 'Sortiment entdecken', to: '/produkte-und-services' },
        { label: 'Kunde werden', to: '/kontakt' },
      ],
      image: heroImage,
      imageAlt: 'Illustration: ein Kühlfahrzeug von Hallberg Frischdienst auf dem Weg in die Stadt',
    },
    {
      type: 'cards',
      eyebrow: 'Für wen wir da sind',
      title: 'Ein Partner für jede Theke und jede Küche',
      intro: md(`
          Ob Meisterbetrieb mit drei Filialen, Landgasthof oder Hotel mit Bankettbetrieb: Wir stellen Sortiment,
          Liefertage und Service auf Ihren Betrieb ein – nicht umgekehrt.
        `),
      columns: 4,
      items: [
        {
          icon: icons.knife,
          title: 'Fleischereien',
          text: md(
            'Schlachtfrische Teilstücke, Rohstoffe für die Wurstherstellung, Gewürze, Därme und Verpackung – dazu Marketing und Technik aus einer Hand.',
          ),
          to: '/produkte-und-services',
          linkLabel: 'Sortiment für Fleischereien',
        },
        {
          icon: icons.chef,
          title: 'Gastronomie',
          text: md(
            'Portionierte Steaks, Convenience in Kochqualität, Molkereiprodukte und Tiefkühlware – bestellt bis 18 Uhr, geliefert am nächsten Morgen.',
          ),
          to: '/foodservice',
          linkLabel: 'Foodservice entdecken',
        },
        {
          icon: icons.star,
          title: 'Hotellerie',
          text: md(
            'Vom Frühstücksbuffet bis zum Bankett: feste Tourentage, verlässliche Kühlkette und ein Sortiment, das mit Ihren Gästezahlen wächst.',
          ),
          to: '/foodservice',
          linkLabel: 'Angebot für Hotels',
        },
        {
          icon: icons.users,
          title: 'Gemeinschaftsverpflegung',
          text: md(
            'Kantinen, Kliniken und Schulen erhalten kalkulierbare Preise, Allergenkennzeichnung und Rezepturen für große Mengen.',
          ),
          to: '/foodservice/rezepte',
          linkLabel: 'Rezeptkarten ansehen',
        },
      ],
    },
    {
      type: 'facts',
      tone: 'brand',
      eyebrow: 'Hallberg in Zahlen',
      title: 'Groß genug für jede Bestellung, nah genug für jede Frage',
      items: [
        { value: '1962', label: 'gegründet als Fleischgroßhandel in Hamburg' },
        { value: '4.800', label: 'Artikel im ständigen Sortiment' },
        { value: '46', label: 'Kühlfahrzeuge auf täglichen Touren' },
        { value: '2.300', label: 'Kundinnen und Kunden in Norddeutschland' },
      ],
    },
    {
      type: 'split',
      eyebrow: 'So einfach ist die Bestellung',
      title: 'Heute bestellt, morgen früh in Ihrem Kühlhaus',
      body: md(`
          Unsere Bestell-Hotline ist werktags ab 5 Uhr besetzt, der [Online-Shop](/foodservice/online-shop) rund um die
          Uhr geöffnet. Was Sie bis 18 Uhr bestellen, liefern wir am nächsten Werktag – in Hamburg und dem Umland sogar
          in festen Zeitfenstern.

          - Lückenlose Kühlkette mit dokumentierten Temperaturen
          - Feste Ansprechpartner im Innen- und Außendienst
          - Mindestbestellwert ab 150 € netto je Lieferung
        `),
      media: {
        kind: 'steps',
        items: [
          {
            title: 'Bestellen',
            text: md('Per Online-Shop, App, Telefon oder über Ihren Außendienst – bis 18 Uhr.'),
          },
          {
            title: 'Kommissionieren',
            text: md('Nachts stellt unser Lager Ihre Ware temperaturgeführt zusammen.'),
          },
          {
            title: 'Liefern',
            text: md('Ab 5 Uhr bringen unsere Fahrer die Ware auf festen Touren zu Ihnen.'),
          },
          {
            title: 'Prüfen',
            text: md('Lieferschein, Temperaturprotokoll und Rechnung digital im Kundenportal.'),
          },
        ],
      },
    },
    {
      type: 'cards',
      tone: 'muted',
      eyebrow: 'Mehr als Ware',
      title: 'Services, die Ihren Betrieb voranbringen',
      intro: md('Wer bei uns einkauft, bekommt Technik, Marketing und Beratung gleich mit dazu.'),
      items: [
        {
          icon: icons.wrench,
          title: 'Technischer Kundendienst',
          text: md(
            'Wartung und Reparatur von Kühlung, Waagen, Kuttern und Fleischpressen – mit eigener Werkstatt und Notdienst.',
          ),
          to: '/technischer-kundendienst',
        },
        {
          icon: icons.megaphone,
          title: 'Marketing-Service MKBS',
          text: md(
            'Websites, Flyer, Social Media und Aktionen für Ihre Theke – gemacht von Leuten, die das Fleischerhandwerk kennen.',
          ),
          to: '/mkbs',
        },
        {
          icon: icons.thermometer,
          title: 'Digitales HACCP',
          text: md(
            'Funksensoren messen Kühltemperaturen rund um die Uhr und schreiben Ihre Eigenkontrolle automatisch mit.',
          ),
          to: '/technischer-kundendienst/digitales-haccp',
        },
        {
          icon: icons.cart,
          title: 'Online-Shop',
          text: md(
            'Bestellen Sie rund um die Uhr aus Ihrem persönlichen Sortiment, mit Ihren Preisen und Bestellvorlagen.',
          ),
          to: '/foodservice/online-shop',
        },
        {
          icon: icons.cheese,
          title: 'Eigenmarke Maxi France',
          text: md(
            'Käse, Charcuterie und Feinkost aus Frankreich, von uns ausgewählt und zu fairen Preisen im Großgebinde.',
          ),
          to: '/eigenmarke-maxi-france',
        },
        {
          icon: icons.document,
          title: 'Aktuelle Angebote',
          text: md('Jede Woche neue Aktionen für Theke und Küche – als Flyer zum Herunterladen.'),
          to: '/angebote',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Werden Sie Teil unseres Teams',
      text: md(`
          Ob im Lager, auf der Tour, in der Werkstatt oder im Außendienst: Wir suchen Menschen, die anpacken und
          Lebensmittel mögen. Mit Tarifbindung, Zuschlägen und einem Team, das zusammenhält.
        `),
      actions: [
        { label: 'Offene Stellen ansehen', to: '/karriere' },
        { label: 'Kontakt aufnehmen', to: '/kontakt' },
      ],
    },
  ],
}));

export async function homePage() {
  const site = applyDomainSettings(baseSite, domainSettings());
  const { seo, blocks } = page();
  const posts = await latestPosts(3);
  const latest: Block = {
    type: 'posts',
    eyebrow: 'Aus unserem Blog',
    title: 'Neues aus Handwerk und Küche',
    posts,
    more: { label: 'Alle Beiträge lesen', to: '/blog' },
  };
  // The latest posts sit between the page's sections and its closing call to action.
  const withPosts = posts.length ? [...blocks.slice(0, -1), latest, ...blocks.slice(-1)] : blocks;
  return { seo, blocks: withPosts, organization: organizationJsonLd(site, publicConfig()) };
}
