// What people call the device a session or an audit entry came from.
import type { SessionDevice } from '@frischkontor/contract';
import Bowser from 'bowser';

const DEVICE_TYPES: Record<string, string> = {
  desktop: 'Computer',
  mobile: 'Smartphone',
  tablet: 'Tablet',
  tv: 'Fernseher',
  bot: 'Programm',
};

/** Browser, system and kind of device from the user agent, for people to recognise it. */
export function deviceOf(userAgent: string | null): SessionDevice {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const browser =
    [parsed?.browser.name, parsed?.browser.version?.split('.')[0]].filter(Boolean).join(' ') ||
    null;
  const os = [parsed?.os.name, parsed?.os.versionName].filter(Boolean).join(' ') || null;
  const type = parsed?.platform.type ? (DEVICE_TYPES[parsed.platform.type] ?? null) : null;
  const label = browser && os ? `${browser} auf ${os}` : (browser ?? os ?? 'Unbekanntes Gerät');
  return { label, browser, os, type };
}
