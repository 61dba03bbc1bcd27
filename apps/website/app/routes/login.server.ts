import { loginUrl, registerUrl, adminPanelUrl, INTERNAL_HOME } from '@frischkontor/contract';
import { env } from '~/config/env.server';

export function loginPage() {
  const e = env();
  const handOff = {
    websiteUrl: `${e.WEBSITE_URL}${e.WEBSITE_PREFIX}`,
    frontendUrl: e.FRONTEND_URL,
    frontendPrefix: e.FRONTEND_PREFIX,
  };
  return {
    seo: {
      title: 'Loginbereich',
      description:
        'Anmeldung für Kundinnen, Kunden und Mitarbeitende von Hallberg Frischdienst: Angebote mit Preisen, Spezifikationen, Dokumente und Wiki.',
      noindex: true,
    },
    loginHref: loginUrl(handOff, INTERNAL_HOME),
    registerHref: registerUrl(handOff, INTERNAL_HOME),
    forgotHref: `${adminPanelUrl(handOff)}/auth/forgot-password`,
  };
}
