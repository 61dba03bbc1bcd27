import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { applicationAction, startedToken } from '~/features/forms/index.server';
import { env } from '~/config/env.server';
import { applyDomainSettings, site as baseSite } from '~/config/site';
import { isOpen, jobPosting } from '~/features/job-ads';
import { jobAds, movedJobAddress } from '~/features/job-ads/index.server';
import { domainSettings } from '~/platform/settings/domain-settings.server';
import { pageNotFound } from '~/platform/errors/not-found';

async function jobOf(slug: string | undefined, path: string) {
  const job = await jobAds.get(slug ?? '');
  if (!job) throw pageNotFound(path);
  return job;
}

/** An ad past its date or withdrawn: 410 Gone, without markup, form or index entry. */
function filled(title: string) {
  return data(
    {
      filled: true as const,
      title,
      seo: { title: 'Diese Stelle ist bereits besetzt', description: title, noindex: true },
    },
    { status: 410 },
  );
}

export async function jobPage({ params, url }: LoaderFunctionArgs & { url: URL }) {
  const moved = await movedJobAddress(params.slug ?? '');
  if (moved) throw redirect(`/karriere/${moved}`, 301);
  const job = await jobOf(params.slug, url.pathname);
  if (!isOpen(job.meta, new Date())) return filled(job.meta.title);
  const e = env();
  const site = applyDomainSettings(baseSite, domainSettings());
  const m = job.meta;
  return {
    filled: false as const,
    started: startedToken(),
    seo: { title: m.title, description: m.description },
    job: { slug: job.slug, ...m, html: job.content.html },
    jsonLd: jobPosting(
      { slug: job.slug, ...m, html: job.content.html },
      site,
      `${e.WEBSITE_URL}${e.WEBSITE_PREFIX}`,
    ),
  };
}

export async function jobApplication(args: ActionFunctionArgs) {
  const job = await jobOf(args.params.slug, new URL(args.request.url).pathname);
  if (!isOpen(job.meta, new Date())) return filled(job.meta.title);
  return applicationAction(args, { slug: job.slug, title: job.meta.title });
}
