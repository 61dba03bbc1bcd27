// A software authenticator for the API tests: it makes ES256 passkeys and answers WebAuthn
// ceremonies as a browser with a platform authenticator would (user present and verified, a
// growing counter), so the backend's SimpleWebAuthn checks run on real signatures. The browser
// tests use Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (data: Uint8Array | Buffer) => Buffer.from(data).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftPasskey {
  id: string;
  rpId: string;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  userHandle: string;
  counter: number;
}

/** Flags: UP (user present) 0x01, UV (user verified) 0x04, AT (attested data) 0x40. */
function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

function clientData(type: string, challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/**
 * Creates a passkey for `options` (from `…/registration-options`) and answers as
 * `startRegistration` of @simplewebauthn/browser does. `origin` is where the page runs.
 */
export function createPasskey(
  options: CreationOptions,
  origin: string,
  { verified = true }: { verified?: boolean } = {},
) {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const publicKeyCose = isoCBOR.encode(cose);
  const id = randomBytes(32);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), length, id, Buffer.from(publicKeyCose)]);
  const authData = authenticatorData(rpId, 0x41 | (verified ? 0x04 : 0), 0, attested);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const passkey: SoftPasskey = {
    id: b64url(id),
    rpId,
    privateKey,
    publicKeyCose,
    userHandle: options.user.id,
    counter: 0,
  };
  const response = {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
  return { passkey, response };
}

/** Answers `options` (from `…/authentication-options`) with `passkey`, as `startAuthentication` does. */
export function answerWithPasskey(
  passkey: SoftPasskey,
  options: RequestOptions,
  origin: string,
  { verified = true, counter }: { verified?: boolean; counter?: number } = {},
) {
  passkey.counter = counter ?? passkey.counter + 1;
  const authData = authenticatorData(passkey.rpId, 0x01 | (verified ? 0x04 : 0), passkey.counter);
  const data = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
