// A person's extension as a whole number: the switchboard's number with its own extension
// replaced (040 66969-100 → 040 66969-520). Without an extension in the switchboard's number, or
// for an extension that is not digits, null.

export interface PhoneNumber {
  display: string;
  /** `tel:` with the number in international form. */
  href: string;
}

export function extensionNumber(
  extension: string | null,
  switchboard: PhoneNumber,
): PhoneNumber | null {
  if (!extension || !/^\d+$/.test(extension)) return null;
  const display = /^(.*-)\d+$/.exec(switchboard.display);
  const own = /^\d+$/.exec(switchboard.display.replace(/^.*-/, ''))?.[0];
  if (!display || !own || !switchboard.href.endsWith(own)) return null;
  return {
    display: `${display[1]}${extension}`,
    href: `${switchboard.href.slice(0, -own.length)}${extension}`,
  };
}

/** A typed number as a `tel:` link: German numbers in international form (0… → +49…). */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+49${digits.slice(1)}`;
  return `tel:${digits}`;
}
