import type { PublicConfig } from '~/config/env.server';
import type { SiteConfig } from '~/config/site';

export function organizationJsonLd(
  site: SiteConfig,
  config: Pick<PublicConfig, 'websiteUrl' | 'websitePrefix'>,
) {
  const url = `${config.websiteUrl}${config.websitePrefix}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url,
    logo: `${url}logo.svg`,
    email: site.email,
    telephone: site.phone.href.replace('tel:', ''),
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.countryCode,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: site.hotline.href.replace('tel:', ''),
        availableLanguage: ['de'],
        areaServed: 'DE',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        telephone: site.serviceHotline.href.replace('tel:', ''),
        availableLanguage: ['de'],
        areaServed: 'DE',
      },
    ],
  };
}
