import { applyDomainSettings, site } from '~/config/site';
import { publicConfig } from '~/config/env.server';
import { buildId } from '~/features/document/build-id.server';
import { domainSettings } from '~/features/settings/domain-settings.server';
import type { RootData } from './root';

export function rootLoader(): RootData {
  return {
    config: publicConfig(),
    site: applyDomainSettings(site, domainSettings()),
    buildId: buildId(),
  };
}
