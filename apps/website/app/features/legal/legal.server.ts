import { data } from 'react-router';
import { z } from 'zod';
import { applyDomainSettings, site as baseSite, type SiteConfig } from '~/config/site';
import { defineCollection } from '~/platform/content/collection.server';
import { renderMarkdownFull } from '~/platform/content/markdown.server';
import { domainSettings } from '~/platform/settings/domain-settings.server';

const legalSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(40).max(200),
  updated: z.coerce.date().transform((d) => d.toISOString().slice(0, 10)),
});

const legal = defineCollection({ folder: 'legal', schema: legalSchema });

/** `{{legalName}}` and friends in legal texts come from the one site config. */
export function companyPlaceholders(site: SiteConfig): Record<string, string> {
  return {
    name: site.name,
    legalName: site.legalName,
    street: site.address.street,
    postalCode: site.address.postalCode,
    city: site.address.city,
    country: site.address.country,
    phone: site.phone.display,
    fax: site.fax,
    email: site.email,
    hrEmail: site.hrEmail,
    registerCourt: site.register.court,
    registerNumber: site.register.number,
    vatId: site.vatId,
    managingDirectors: site.managingDirectors.join(', '),
    generalPartner: site.generalPartner.name,
    generalPartnerSeat: site.generalPartner.seat,
    generalPartnerRegisterCourt: site.generalPartner.register.court,
    generalPartnerRegisterNumber: site.generalPartner.register.number,
    supervisoryAuthority: site.supervisoryAuthority,
    vetApprovalNumber: site.vetApprovalNumber,
  };
}

export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  where: string,
): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (value === undefined) throw new Error(`${where}: unknown placeholder {{${key}}}`);
    return value;
  });
}

export async function legalPage(slug: string) {
  const entry = await legal.get(slug);
  if (!entry) throw data(`Page Not Found: /${slug}`, { status: 404 });
  const site = applyDomainSettings(baseSite, domainSettings());
  const rendered = renderMarkdownFull(
    fillPlaceholders(entry.body, companyPlaceholders(site), `legal/${slug}.md`),
  );
  return {
    seo: { title: entry.meta.title, description: entry.meta.description },
    title: entry.meta.title,
    updated: entry.meta.updated,
    html: rendered.html,
    headings: rendered.headings.filter((h) => h.depth === 2),
  };
}

export const legalDocuments = legal;
