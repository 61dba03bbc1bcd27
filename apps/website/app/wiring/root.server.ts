import { applyDomainSettings, site } from '~/config/site';
import { publicConfig } from '~/config/env.server';
import { buildId } from '~/platform/document/build-id.server';
import { domainSettings } from '~/platform/settings/domain-settings.server';
import type { RootData } from '~/platform/document/root-data';

export function rootLoader(): RootData {
  return {
    config: publicConfig(),
    site: applyDomainSettings(site, domainSettings()),
    buildId: buildId(),
  };
}
