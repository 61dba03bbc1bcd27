// The company's name, address and legal data: stated once, here. The website's site config
// (apps/website/app/config/site.ts) builds on it, the backend's mails carry it (§ 37a, § 125a,
// § 177a HGB: legal form, seat, register court and number, for a GmbH & Co. KG also those of
// the general partner and its managing directors). The company is fictional.

export const COMPANY = {
  name: 'Hallberg Frischdienst',
  legalName: 'Hallberg Frischdienst GmbH & Co. KG',
  address: {
    street: 'Lagerstraße 12',
    postalCode: '20539',
    city: 'Hamburg',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  // 040 66969-xxx is a range the Bundesnetzagentur keeps free for fiction.
  phone: { display: '040 66969-100', href: 'tel:+494066969100' },
  email: 'info@hallberg-frischdienst.example',
  /** Seat of the company (Sitz). */
  seat: 'Hamburg',
  register: { court: 'Amtsgericht Hamburg', number: 'HRA 99999' },
  vatId: 'DE999999999',
  /** The personally liable partner (Komplementärin) that represents the KG. */
  generalPartner: {
    name: 'Hallberg Verwaltungs-GmbH',
    seat: 'Hamburg',
    register: { court: 'Amtsgericht Hamburg', number: 'HRB 99998' },
  },
  /** Managing directors of the general partner. */
  managingDirectors: ['Johanna Hallberg', 'Malte Petersen'],
} as const;

/** The lines every business mail ends with (Pflichtangaben), German. */
export function legalSenderLines(company = COMPANY): string[] {
  const { address, register, generalPartner } = company;
  return [
    `${company.legalName} · ${address.street} · ${address.postalCode} ${address.city}`,
    `Sitz: ${company.seat} · Registergericht: ${register.court} · ${register.number}`,
    `Persönlich haftende Gesellschafterin: ${generalPartner.name}, Sitz: ${generalPartner.seat}, Registergericht: ${generalPartner.register.court} · ${generalPartner.register.number}`,
    `Geschäftsführung: ${company.managingDirectors.join(', ')}`,
  ];
}
