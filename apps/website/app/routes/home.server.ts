import { contentPage } from '~/platform/content/pages.server';
import type { Block } from '~/components/sections/blocks';
import { latestPosts } from '~/features/blog/index.server';
import { publicConfig } from '~/config/env.server';
import { applyDomainSettings, site as baseSite } from '~/config/site';
import { organizationJsonLd } from '~/platform/seo/json-ld';
import { domainSettings } from '~/platform/settings/domain-settings.server';

const page = contentPage('home');

export async function homePage() {
  const site = applyDomainSettings(baseSite, domainSettings());
  const { seo, blocks } = page();
  const posts = await latestPosts(3);
  const latest: Block = {
    type: 'posts',
    eyebrow: 'Aus unserem Blog',
    title: 'Neues aus Handwerk und Küche',
    posts,
    more: { label: 'Alle Beiträge lesen', to: '/blog' },
  };
  // The latest posts sit between the page's sections and its closing call to action.
  const withPosts = posts.length ? [...blocks.slice(0, -1), latest, ...blocks.slice(-1)] : blocks;
  return { seo, blocks: withPosts, organization: organizationJsonLd(site, publicConfig()) };
}
