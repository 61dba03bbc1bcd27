import type { PublicConfig } from '~/config/env.server';
import type { SiteConfig } from '~/config/site';

/** What the root loader gives every page: the public configuration, company data, build id. */
export interface RootData {
  config: PublicConfig;
  site: SiteConfig;
  buildId: string;
}
