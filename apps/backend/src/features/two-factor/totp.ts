// TOTP (RFC 6238, 30 s, 6 digits) with otplib v13. A code is accepted once: the time step it
// matched must be later than the last one used.
import { createGuardrails, generateSecret, generateURI, verify } from 'otplib';

// The demo secret JBSWY3DPEHPK3PXP has 10 bytes; new secrets have 20.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUrl(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret });
}

/** The time step the code matched (±1 step for clock drift), or null. */
export async function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(now / 1000),
      epochTolerance: 30,
      guardrails,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
