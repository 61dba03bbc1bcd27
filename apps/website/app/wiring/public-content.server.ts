// What public pages are made of beyond their code: the domain settings (decision 002) and what
// the backend publishes, the blog posts (decision 033) and the job ads (decision 036). Public
// pages' cache keys and the site search's index carry this version, so a change to any of them
// shows within seconds in every website process.
import { blogVersion, loadBlog } from '~/features/blog/index.server';
import { jobAdsVersion, loadJobAds } from '~/features/job-ads/index.server';
import {
  domainSettingsVersion,
  loadDomainSettings,
} from '~/platform/settings/domain-settings.server';

/** Never waits for the backend: each part follows it in the background. */
export function publicContentVersion(): string {
  return `${domainSettingsVersion()}.${blogVersion()}.${jobAdsVersion()}`;
}

/** At start: each part from its snapshot on disk, then from the backend once. */
export async function loadPublicContent(): Promise<void> {
  await Promise.all([loadDomainSettings(), loadBlog(), loadJobAds()]);
}
