import type { MetaDescriptor } from 'react-router';
import type { RootData } from '~/platform/document/root-data';

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

export interface PageSeo {
  title: string;
  description: string;
  /** Keep out of search engines (intranet, sign-in pages). */
  noindex?: boolean;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  type?: 'website' | 'article';
}

export function rootData(matches: MetaArgs['matches']): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

export function absoluteUrl(data: RootData | undefined, path: string): string {
  const base = data ? `${data.config.websiteUrl}${data.config.websitePrefix}` : '';
  return `${base}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
}

/** Title "Seite – Firmenname", description, canonical URL and Open Graph tags for one page. */
export function seo(args: MetaArgs, page: PageSeo): MetaDescriptor[] {
  const data = rootData(args.matches);
  const company = data?.site.name ?? '';
  const title = company && page.title !== company ? `${page.title} – ${company}` : page.title;
  const url = absoluteUrl(data, args.location.pathname);
  const image = page.image ?? '/og-image.png';
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:locale', content: 'de_DE' },
    { property: 'og:site_name', content: company },
    { property: 'og:image', content: image.startsWith('http') ? image : absoluteUrl(data, image) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (page.noindex) {
    descriptors.push({ name: 'robots', content: 'noindex, nofollow' });
  } else {
    descriptors.push({ tagName: 'link', rel: 'canonical', href: url });
    descriptors.push({ property: 'og:url', content: url });
  }
  return descriptors;
}

/** `meta` for pages whose loader returns `{ seo: { title, description } }`. */
export function pageMeta(
  args: MetaArgs & { loaderData?: { seo?: PageSeo } | null },
): MetaDescriptor[] {
  const page = args.loaderData?.seo;
  if (!page) return [{ title: rootData(args.matches)?.site.name ?? '' }];
  return seo(args, page);
}
