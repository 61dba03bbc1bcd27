// What the profile shows of the account and what its forms answer.
import type { ActionResult } from '../api/results';

/** The own account as the profile shows it. */
export interface ProfileUser {
  firstname: string;
  lastname: string;
  company: string | null;
  email: string;
  tfaEnabled: boolean;
  admin: boolean;
}

export interface ProfileResult extends ActionResult {
  /** The setup in progress: the secret as text and the QR code as an image address. */
  setup?: { secret: string; otpauthUrl: string; qr: string };
  /** Shown exactly once, right after they were made. */
  backupCodes?: string[];
}

/** The result of this section's form, if the last submission was one of its intents. */
export function resultFor(result: ProfileResult | undefined, ...intents: string[]) {
  return result && result.intent && intents.includes(result.intent) ? result : undefined;
}
