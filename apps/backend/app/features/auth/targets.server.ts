// Redirect targets (docs/backend-contract.md#redirect-targets) with this process's configuration.
import { appConfig } from '../config/config.server';
import { carriedIntended, redirectTarget, websiteAddress } from './redirect-target';

/** Where sign-in continues: `?intended=` when trusted, else the website's /intern. */
export function intendedTarget(url: URL): string {
  return redirectTarget(url.searchParams.get('intended'), appConfig());
}

/** The trusted `?intended=` to carry from screen to screen, or null. */
export function intendedParam(url: URL): string | null {
  return carriedIntended(url.searchParams.get('intended'), appConfig());
}

/** Where the profile's „Zurück“ leads: `?return=` when trusted, else the website's profile. */
export function returnTarget(url: URL): string {
  const config = appConfig();
  return redirectTarget(
    url.searchParams.get('return'),
    config,
    websiteAddress(config, '/intern/profil'),
  );
}

export function websiteHome(): string {
  return websiteAddress(appConfig(), '/');
}
