import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { INTRANET_PAGES } from './features/intranet/manifest';

// Public pages are the same for every visitor and cached by the server; who may open the
// intranet routes is decided in wiring/access.server.ts.
export default [
  index('routes/home.tsx'),
  route('produkte-und-services', 'routes/produkte-und-services.tsx'),
  route('eigenmarke-maxi-france', 'routes/eigenmarke-maxi-france.tsx'),
  route('angebote', 'routes/angebote.tsx'),
  route('philosophie', 'routes/philosophie.tsx'),
  route('nachhaltigkeit', 'routes/nachhaltigkeit.tsx'),
  route('kontakt', 'routes/kontakt.tsx'),
  route('kontakt/danke', 'routes/kontakt.danke.tsx'),
  route('registrieren', 'routes/registrieren.ts'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/danke', 'routes/newsletter.danke.tsx'),
  route('newsletter/bestaetigen', 'routes/newsletter.bestaetigen.tsx'),
  route('newsletter/abmelden', 'routes/newsletter.abmelden.tsx'),
  route('video-info', 'routes/video-info.tsx'),
  route('impressum', 'routes/impressum.tsx'),
  route('datenschutz', 'routes/datenschutz.tsx'),
  route('agbs', 'routes/agbs.tsx'),
  route('gewinnspiel/teilnahmebedingungen', 'routes/gewinnspiel.teilnahmebedingungen.tsx'),
  route('suche', 'routes/suche.tsx'),
  route('suche.json', 'routes/suche.json.ts'),

  ...prefix('mkbs', [
    index('routes/mkbs._index.tsx'),
    route('web', 'routes/mkbs.web.tsx'),
    route('print', 'routes/mkbs.print.tsx'),
    route('crossmedia', 'routes/mkbs.crossmedia.tsx'),
    route('social-media', 'routes/mkbs.social-media.tsx'),
  ]),
  ...prefix('foodservice', [
    index('routes/foodservice._index.tsx'),
    route('rezepte', 'routes/foodservice.rezepte.tsx'),
    route('online-shop', 'routes/foodservice.online-shop.tsx'),
    route('mehrwegpflicht', 'routes/foodservice.mehrwegpflicht.tsx'),
    route('tierhaltungskennzeichnung', 'routes/foodservice.tierhaltungskennzeichnung.tsx'),
  ]),
  ...prefix('technischer-kundendienst', [
    index('routes/technischer-kundendienst._index.tsx'),
    route('aktuelles', 'routes/technischer-kundendienst.aktuelles.tsx'),
    route('digitales-haccp', 'routes/technischer-kundendienst.digitales-haccp.tsx'),
    route('maga-fleischpresse', 'routes/technischer-kundendienst.maga-fleischpresse.tsx'),
  ]),
  ...prefix('karriere', [
    index('routes/karriere._index.tsx'),
    route('initiativbewerbung', 'routes/karriere.initiativbewerbung.tsx'),
    route(':slug', 'routes/karriere.$slug.tsx'),
    route(':slug/danke', 'routes/karriere.$slug.danke.tsx'),
  ]),
  ...prefix('blog', [
    index('routes/blog._index.tsx'),
    route('bilder/:file', 'routes/blog.bilder.$file.ts'),
    route(':slug', 'routes/blog.$slug.tsx'),
  ]),

  layout('routes/intern/layout.tsx', { id: 'intern' }, [
    route('login', 'routes/login.tsx'),
    // The intranet's pages come from its manifest.
    ...prefix(
      'intern',
      INTRANET_PAGES.map((page) =>
        page.path === '/intern'
          ? index(page.file)
          : route(page.path.slice('/intern/'.length), page.file),
      ),
    ),
  ]),

  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('build.json', 'routes/build.json.ts'),
  route('sitzung.json', 'routes/sitzung.json.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
