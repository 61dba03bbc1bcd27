// An entry's address: what it may be, and one from its title.
import { slugify } from '@frischkontor/contract';

/** Lowercase letters, digits and single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `Wareneingang: Ablauf & Prüfung` → `wareneingang-ablauf-pruefung` */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, 100).replace(/-+$/, '');
}

/** `base-n` within the slug's 100 characters. */
export function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, 100 - suffix.length).replace(/-+$/, '')}${suffix}`;
}
