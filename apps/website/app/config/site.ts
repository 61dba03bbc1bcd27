// The website's view of the company. Name, address and legal data come from the one place,
// COMPANY in packages/contract (the backend's mails carry them too). The company is fictional.
// Where the backend's domain settings carry a value (company_name, company_legalname,
// company_slogan), it wins: see `applyDomainSettings`.

import { COMPANY, type DomainSettings } from '@frischkontor/contract';

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
  hrPhone: { display: string; href: string };
  /** The MKBS marketing team. */
  marketing: { phone: { display: string; href: string }; email: string };
  /** The customers' online shop (a separate system). */
  shopUrl: string;
  register: { court: string; number: string };
  vatId: string;
  generalPartner: { name: string; seat: string; register: { court: string; number: string } };
  managingDirectors: string[];
  supervisoryAuthority: string;
  vetApprovalNumber: string;
  openingHours: OpeningHours[];
  social: { label: string; href: string }[];
  certificates: { label: string; description: string }[];
  foundingYear: number;
}

export const site: SiteConfig = {
  name: COMPANY.name,
  legalName: COMPANY.legalName,
  slogan: 'Frische für Handwerk und Gastronomie',
  shortDescription:
    'Großhandel für Fleisch, Wurst, Feinkost und Küchenbedarf: Partner für Fleischereien, Gastronomie und Hotellerie in Norddeutschland.',
  address: { ...COMPANY.address },
  // 040 66969-xxx is a range the Bundesnetzagentur keeps free for fiction.
  phone: { ...COMPANY.phone },
  hotline: { display: '040 66969-200', href: 'tel:+494066969200', label: 'Bestell-Hotline' },
  serviceHotline: {
    display: '040 66969-300',
    href: 'tel:+494066969300',
    label: 'Technischer Kundendienst',
  },
  fax: '040 66969-199',
  email: COMPANY.email,
  hrEmail: 'karriere@hallberg-frischdienst.example',
  hrPhone: { display: '040 66969-150', href: 'tel:+494066969150' },
  marketing: {
    phone: { display: '040 66969-400', href: 'tel:+494066969400' },
    email: 'marketing@hallberg-frischdienst.example',
  },
  shopUrl: 'https://shop.hallberg-frischdienst.example',
  register: { ...COMPANY.register },
  vatId: COMPANY.vatId,
  generalPartner: { ...COMPANY.generalPartner, register: { ...COMPANY.generalPartner.register } },
  managingDirectors: [...COMPANY.managingDirectors],
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
    { label: 'Bio', description: 'Öko-Kontrollstelle DE-ÖKO-000' },
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
