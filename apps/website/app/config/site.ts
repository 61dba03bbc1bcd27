// The one place for the company's name and legal data. The company is fictional.
// Where the backend's domain settings carry a value (company_name, company_legalname,
// company_slogan), it wins: see `applyDomainSettings`.

import type { DomainSettings } from '@frischkontor/contract';

export interface OpeningHours {
  days: string;
  hours: string;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  slogan: string;
  shortDescription: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    country: string;
    countryCode: string;
  };
  phone: { display: string; href: string };
  hotline: { display: string; href: string; label: string };
  serviceHotline: { display: string; href: string; label: string };
  fax: string;
  email: string;
  hrEmail: string;
  register: { court: string; number: string };
  vatId: string;
  managingDirectors: string[];
  supervisoryAuthority: string;
  vetApprovalNumber: string;
  openingHours: OpeningHours[];
  social: { label: string; href: string }[];
  certificates: { label: string; description: string }[];
  foundingYear: number;
}

export const site: SiteConfig = {
  name: 'Hallberg Frischdienst',
  legalName: 'Hallberg Frischdienst GmbH & Co. KG',
  slogan: 'Frische für Handwerk und Gastronomie',
  shortDescription:
    'Großhandel für Fleisch, Wurst, Feinkost und Küchenbedarf: Partner für Fleischereien, Gastronomie und Hotellerie in Norddeutschland.',
  address: {
    street: 'Lagerstraße 12',
    postalCode: '20539',
    city: 'Hamburg',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  // 040 66969-xxx is a range the Bundesnetzagentur keeps free for fiction.
  phone: { display: '040 66969-100', href: 'tel:+494066969100' },
  hotline: { display: '040 66969-200', href: 'tel:+494066969200', label: 'Bestell-Hotline' },
  serviceHotline: {
    display: '040 66969-300',
    href: 'tel:+494066969300',
    label: 'Technischer Kundendienst',
  },
  fax: '040 66969-199',
  email: 'info@hallberg-frischdienst.example',
  hrEmail: 'karriere@hallberg-frischdienst.example',
  register: { court: 'Amtsgericht Hamburg', number: 'HRA 99999' },
  vatId: 'DE999999999',
  managingDirectors: ['Johanna Hallberg', 'Malte Petersen'],
  supervisoryAuthority: 'Behörde für Justiz und Verbraucherschutz, Lebensmittelüberwachung',
  vetApprovalNumber: 'DE HH 99999 EG',
  openingHours: [
    { days: 'Montag bis Freitag', hours: '05:00–18:00 Uhr' },
    { days: 'Samstag', hours: '06:00–12:00 Uhr' },
  ],
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
  certificates: [
    { label: 'IFS Food', description: 'Zertifiziert nach International Featured Standards Food' },
    { label: 'QS', description: 'Qualität und Sicherheit: Prüfsystem für Lebensmittel' },
    { label: 'Bio', description: 'Öko-Kontrollstelle DE-ÖKO-000 (Beispiel)' },
    { label: 'EU-Zulassung', description: 'Veterinärrechtlich zugelassener Betrieb' },
  ],
  foundingYear: 1962,
};

/** The site config with the backend's domain settings laid over it, where present. */
export function applyDomainSettings(
  base: SiteConfig,
  settings: DomainSettings | null | undefined,
): SiteConfig {
  if (!settings) return base;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    ...base,
    name: text(settings.company_name) ?? base.name,
    legalName: text(settings.company_legalname) ?? base.legalName,
    slogan: text(settings.company_slogan) ?? base.slogan,
  };
}
