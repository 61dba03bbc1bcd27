export { ConsentBanner } from './ConsentBanner';
export { CookieSettingsButton } from './CookieSettingsButton';
export { useConsent } from './consent-store';
export type { Consent } from './consent-cookie';
