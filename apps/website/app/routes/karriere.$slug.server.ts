import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { applicationAction, startedToken } from '~/features/forms/index.server';
import { env } from '~/config/env.server';
import { applyDomainSettings, site as baseSite } from '~/config/site';
import { SCHEMA_EMPLOYMENT_TYPE } from '~/features/careers';
import { jobs } from '~/features/careers/index.server';
import { domainSettings } from '~/platform/settings/domain-settings.server';

export async function jobPage({ params, url }: LoaderFunctionArgs & { url: URL }) {
  const job = await jobs.get(params.slug ?? '');
  if (!job) throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
  const e = env();
  const site = applyDomainSettings(baseSite, domainSettings());
  const base = `${e.WEBSITE_URL}${e.WEBSITE_PREFIX}`;
  const m = job.meta;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: m.title,
    description: `<p>${m.description}</p>${job.content.html}<h3>Ihre Aufgaben</h3><ul>${m.tasks.map((t) => `<li>${t}</li>`).join('')}</ul><h3>Ihr Profil</h3><ul>${m.profile.map((t) => `<li>${t}</li>`).join('')}</ul><h3>Wir bieten</h3><ul>${m.offer.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    datePosted: m.datePosted,
    validThrough: `${m.validThrough}T23:59:59+01:00`,
    employmentType: [...new Set(m.employmentType.map((t) => SCHEMA_EMPLOYMENT_TYPE[t]))],
    industry: 'Lebensmittelgroßhandel',
    occupationalCategory: m.field,
    url: `${base}/karriere/${job.slug}`,
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: site.legalName, sameAs: `${base}/` },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
        addressLocality: m.location.includes(site.address.city) ? site.address.city : m.location,
        addressCountry: site.address.countryCode,
      },
    },
  };
  return {
    started: startedToken(),
    seo: { title: m.title, description: m.description },
    job: { slug: job.slug, ...m, html: job.content.html },
    jsonLd,
  };
}

export async function jobApplication(args: ActionFunctionArgs) {
  const job = await jobs.get(args.params.slug ?? '');
  if (!job) throw data('Page Not Found', { status: 404 });
  return applicationAction(args, { slug: job.slug, title: job.meta.title });
}
