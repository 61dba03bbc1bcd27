import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// Public pages are the same for every visitor and cached by the server; who may open the
// intranet routes is decided in config/access.server.ts.
export default [
  index('routes/home.tsx'),
  route('produkte-und-services', 'routes/produkte-und-services.tsx'),
  route('eigenmarke-maxi-france', 'routes/eigenmarke-maxi-france.tsx'),
  route('angebote', 'routes/angebote.tsx'),
  route('philosophie', 'routes/philosophie.tsx'),
  route('nachhaltigkeit', 'routes/nachhaltigkeit.tsx'),
  route('kontakt', 'routes/kontakt.tsx'),
  route('kontakt/danke', 'routes/kontakt.danke.tsx'),
  route('video-info', 'routes/video-info.tsx'),
  route('impressum', 'routes/impressum.tsx'),
  route('datenschutz', 'routes/datenschutz.tsx'),
  route('agbs', 'routes/agbs.tsx'),
  route('gewinnspiel/teilnahmebedingungen', 'routes/gewinnspiel.teilnahmebedingungen.tsx'),

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
    route(':slug', 'routes/karriere.$slug.tsx'),
    route(':slug/danke', 'routes/karriere.$slug.danke.tsx'),
  ]),
  ...prefix('blog', [index('routes/blog._index.tsx'), route(':slug', 'routes/blog.$slug.tsx')]),

  layout('routes/intern/layout.tsx', { id: 'intern' }, [
    route('login', 'routes/login.tsx'),
    ...prefix('intern', [
      index('routes/intern/dashboard.tsx'),
      route('profil', 'routes/intern/profil.tsx'),
      route('ci', 'routes/intern/ci.tsx'),
      route('angebote', 'routes/intern/angebote.tsx'),
      route('spezifikationen', 'routes/intern/spezifikationen.tsx'),
      route('dokumente', 'routes/intern/dokumente.tsx'),
      route('wiki', 'routes/intern/wiki._index.tsx'),
      route('wiki/suche', 'routes/intern/wiki.suche.ts'),
      route('wiki/bilder/:file', 'routes/intern/wiki.bilder.$file.ts'),
      route('wiki/:slug', 'routes/intern/wiki.$slug.tsx'),
    ]),
  ]),

  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('build.json', 'routes/build.json.ts'),
  route('sitzung.json', 'routes/sitzung.json.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
