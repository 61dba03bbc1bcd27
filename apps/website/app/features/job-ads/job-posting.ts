// The JobPosting markup Google for Jobs reads (schema.org), built from one ad and the site
// config. Required there: title, description, datePosted, hiringOrganization, jobLocation;
// recommended and used: validThrough, employmentType, baseSalary, identifier, directApply.
import type { SiteConfig } from '~/config/site';
import { SCHEMA_EMPLOYMENT_TYPE, berlinEndOfDay, type EmploymentType } from './job-ads';
import { escapeHtml } from '~/platform/content/escape-html';

export interface JobPostingInput {
  slug: string;
  title: string;
  description: string;
  /** The ad's text as HTML (its Markdown body rendered). */
  html: string;
  tasks: string[];
  profile: string[];
  offer: string[];
  field: string;
  location: string;
  /** Regions of a field job; without them the company's address is the place of work. */
  regions?: { locality?: string; region: string }[];
  employmentType: EmploymentType[];
  datePosted: string;
  validThrough: string;
  salary?: { min: number; max: number; unit: 'HOUR' | 'MONTH' | 'YEAR' };
}

const list = (heading: string, items: string[]) =>
  `<h3>${heading}</h3><ul>${items.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`;

/** `baseUrl` is the website's public address with its prefix, without a trailing slash. */
export function jobPosting(job: JobPostingInput, site: SiteConfig, baseUrl: string) {
  const url = `${baseUrl}/karriere/${job.slug}`;
  const places = job.regions?.length
    ? job.regions.map((r) => ({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          ...(r.locality ? { addressLocality: r.locality } : {}),
          addressRegion: r.region,
          addressCountry: site.address.countryCode,
        },
      }))
    : [
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: site.address.street,
            postalCode: site.address.postalCode,
            addressLocality: site.address.city,
            addressCountry: site.address.countryCode,
          },
        },
      ];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escapeHtml(job.description)}</p>`,
      job.html,
      list('Ihre Aufgaben', job.tasks),
      list('Ihr Profil', job.profile),
      list('Wir bieten', job.offer),
    ].join(''),
    identifier: { '@type': 'PropertyValue', name: site.legalName, value: job.slug },
    datePosted: job.datePosted,
    validThrough: berlinEndOfDay(job.validThrough),
    employmentType: [...new Set(job.employmentType.map((t) => SCHEMA_EMPLOYMENT_TYPE[t]))],
    industry: 'Lebensmittelgroßhandel',
    occupationalCategory: job.field,
    url,
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.legalName,
      sameAs: `${baseUrl}/`,
      logo: `${baseUrl}/logo.svg`,
    },
    jobLocation: places.length === 1 ? places[0] : places,
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.unit,
            },
          },
        }
      : {}),
  };
}
