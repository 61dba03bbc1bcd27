// The WebAuthn side of passkeys (decision 032), with SimpleWebAuthn: who we are to the browser
// (RP ID and origin from FRONTEND_URL, where the sign-in app runs), and the challenges of running
// ceremonies, kept in the database (every process knows them), single use and minutes long.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import type { Keys } from '../../security/keys';

/** How long a ceremony may take: the browser's timeout and the challenge's life. */
export const CEREMONY_MS = 5 * 60 * 1000;

export type ChallengePurpose = 'registration' | 'authentication' | 'second-factor';

/** Who we are to the browser: the sign-in app's host and origin. */
export function relyingParty(config: Config) {
  const url = new URL(config.frontendUrl);
  return { id: url.hostname, origin: url.origin };
}

/** The account's handle in its passkeys: stable, and saying nothing about the person. */
function userHandle(keys: Keys, userId: number): Uint8Array<ArrayBuffer> {
  return isoBase64URL.toBuffer(keys.hmac('webauthn-user', String(userId)));
}

interface Binding {
  userId?: number | null;
  sessionId?: string | null;
}

async function storeChallenge(
  db: Kysely<DB>,
  challenge: string,
  purpose: ChallengePurpose,
  binding: Binding,
) {
  const now = new Date();
  // The table holds only running ceremonies: what has run out goes.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', nowIso(now)).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge,
      purpose,
      user_id: binding.userId ?? null,
      session_id: binding.sessionId ?? null,
      expires_at: nowIso(new Date(now.getTime() + CEREMONY_MS)),
      created_at: nowIso(now),
    })
    .execute();
}

/** Uses a challenge up: true only once, within its time, for its purpose, user and session. */
async function consumeChallenge(
  db: Kysely<DB>,
  challenge: string,
  purpose: ChallengePurpose,
  binding: Binding,
): Promise<boolean> {
  if (challenge.length > 128) return false;
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', nowIso());
  if (binding.userId) query = query.where('user_id', '=', binding.userId);
  if (binding.sessionId) query = query.where('session_id', '=', binding.sessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export interface StoredPasskey {
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
}

const transportsOf = (row: Pick<StoredPasskey, 'transports'>): string[] => {
  try {
    const list = JSON.parse(row.transports) as unknown;
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

export function createWebAuthn(config: Config, db: Kysely<DB>, keys: Keys) {
  const rp = relyingParty(config);

  return {
    rp,

    /** Options to create a passkey for this account (resident key, user verification). */
    async registrationOptions(
      user: { id: number; email: string; name: string },
      sessionId: string,
      rpName: string,
      existing: Pick<StoredPasskey, 'credential_id' | 'transports'>[],
    ): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: userHandle(keys, user.id),
        timeout: CEREMONY_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credential_id,
          transports: transportsOf(p),
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await storeChallenge(db, options.challenge, 'registration', { userId: user.id, sessionId });
      return options;
    },

    /** The new passkey, if the browser's answer holds up; null otherwise. */
    async verifyRegistration(
      response: RegistrationResponseJSON,
      binding: { userId: number; sessionId: string },
    ) {
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: (challenge) =>
            consumeChallenge(db, challenge, 'registration', binding),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
        if (!result.verified) return null;
        const info = result.registrationInfo;
        return {
          credential_id: info.credential.id,
          public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
          counter: info.credential.counter,
          transports: JSON.stringify(info.credential.transports ?? []),
          device_type: info.credentialDeviceType,
          backed_up: info.credentialBackedUp ? 1 : 0,
          aaguid: info.aaguid,
        };
      } catch {
        return null;
      }
    },

    /**
     * Options to sign in with any passkey of this site (no list: the browser offers what it
     * has, also in the form's autofill), or, for a second factor, with one of `allow`.
     */
    async authenticationOptions(
      purpose: 'authentication' | 'second-factor',
      binding: Binding,
      allow?: Pick<StoredPasskey, 'credential_id' | 'transports'>[],
    ): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CEREMONY_MS,
        userVerification: 'required',
        ...(allow
          ? {
              allowCredentials: allow.map((p) => ({
                id: p.credential_id,
                transports: transportsOf(p),
              })),
            }
          : {}),
      });
      await storeChallenge(db, options.challenge, purpose, binding);
      return options;
    },

    /** The passkey's new counter and backup state, if the answer holds up; null otherwise. */
    async verifyAuthentication(
      response: AuthenticationResponseJSON,
      passkey: StoredPasskey,
      purpose: 'authentication' | 'second-factor',
      binding: Binding,
    ) {
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => consumeChallenge(db, challenge, purpose, binding),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.credential_id,
            publicKey: isoBase64URL.toBuffer(passkey.public_key),
            counter: Number(passkey.counter),
            transports: transportsOf(passkey),
          },
          requireUserVerification: true,
        });
        if (!result.verified) return null;
        return {
          counter: result.authenticationInfo.newCounter,
          backed_up: result.authenticationInfo.credentialBackedUp ? 1 : 0,
          device_type: result.authenticationInfo.credentialDeviceType,
        };
      } catch {
        return null;
      }
    },
  };
}

export type WebAuthn = ReturnType<typeof createWebAuthn>;
