// What the profile shows of the account and what its forms answer.
import type { AccountSalutation } from '@frischkontor/contract';
import type { ActionResult } from '../api/results';

/** The own account as the profile shows it. */
export interface ProfileUser {
  firstname: string;
  lastname: string;
  company: string | null;
  email: string;
  tfaEnabled: boolean;
  admin: boolean;
  salutation: AccountSalutation | null;
  phone: string | null;
  /** Staff and admins also keep location, extension, mobile and its consent (decision 052). */
  staff: boolean;
  location: string | null;
  phone_extension: string | null;
  mobile: string | null;
  directory_mobile: boolean;
}

export interface ProfileResult extends ActionResult {
  /** The setup in progress: the secret as text and the QR code as an image address. */
  setup?: { secret: string; otpauthUrl: string; qr: string };
  /** Shown exactly once, right after they were made. */
  backupCodes?: string[];
  /** A new API token's `{id}|{secret}`, shown exactly once (decision 058). */
  token?: string;
}

/** The result of this section's form, if the last submission was one of its intents. */
export function resultFor(result: ProfileResult | undefined, ...intents: string[]) {
  return result && result.intent && intents.includes(result.intent) ? result : undefined;
}
