import type { HandOffConfig } from '@frischkontor/contract';
import type { PublicConfig } from '~/config/env.server';

/** The hand-off builders of the contract want these three addresses. */
export function handOffConfig(config: PublicConfig): HandOffConfig {
  return {
    websiteUrl: `${config.websiteUrl}${config.websitePrefix}`,
    frontendUrl: config.frontendUrl,
    frontendPrefix: config.frontendPrefix,
  };
}
