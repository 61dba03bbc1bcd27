// The visitor's consent in the browser. The server never knows it (public pages are cached for
// everyone), so server render and hydration see "unknown" and the browser reads the cookie after.
import { useSyncExternalStore } from 'react';
import { readCookie } from '@frischkontor/helium-client';
import { CONSENT_COOKIE, parseConsent, serializeConsent, type Consent } from './consent-cookie';

export interface ConsentState {
  /** False on the server and while hydrating. */
  known: boolean;
  /** Null until the visitor has decided (or after the cookie expired). */
  consent: Consent | null;
  /** The settings were opened from the footer's "Cookie-Einstellungen". */
  settingsOpen: boolean;
}

const UNKNOWN: ConsentState = { known: false, consent: null, settingsOpen: false };
let state: ConsentState | undefined;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function snapshot(): ConsentState {
  state ??= {
    known: true,
    consent: parseConsent(readCookie(document.cookie, CONSENT_COOKIE)),
    settingsOpen: false,
  };
  return state;
}

function update(next: Partial<ConsentState>) {
  state = { ...snapshot(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, () => UNKNOWN);
}

/** Opens the settings; focus goes back to `from` when they close. */
export function openConsentSettings(from: HTMLElement | null) {
  opener = from;
  update({ settingsOpen: true });
}

/** Closes the settings without changing the choice. */
export function closeConsentSettings() {
  update({ settingsOpen: false });
  opener?.focus();
  opener = null;
}

/** Stores the choice (and when it was made) for 12 months; takes effect at once. */
export function saveConsent(statistik: boolean) {
  const consent = { statistik, decidedAt: Date.now() / 1000 };
  document.cookie = serializeConsent(consent, location.protocol === 'https:');
  update({ consent });
  closeConsentSettings();
}
