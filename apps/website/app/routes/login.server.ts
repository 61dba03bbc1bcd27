import { loginUrl, registerUrl, adminPanelUrl, INTERNAL_HOME } from '@frischkontor/contract';
import { handOffConfig } from '~/config/env.server';

export function loginPage() {
  const handOff = handOffConfig();
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
