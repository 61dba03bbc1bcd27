// Everything derived from APP_KEY: one sub-key per purpose, so no two features share a key.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export type KeyPurpose =
  | 'csrf'
  | 'signed-url'
  | 'totp-secret'
  | 'backup-code'
  | 'mail-token'
  | 'known-device'
  | 'webauthn-user'
  | 'oidc-flow'
  | 'oidc-link';

export interface Keys {
  hmac(purpose: KeyPurpose, data: string): string;
  verifyHmac(purpose: KeyPurpose, data: string, signature: string): boolean;
  encrypt(purpose: KeyPurpose, plaintext: string): string;
  decrypt(purpose: KeyPurpose, ciphertext: string): string;
}

function keyMaterial(appKey: string): Buffer {
  if (appKey.startsWith('base64:')) {
    const decoded = Buffer.from(appKey.slice(7), 'base64');
    if (decoded.length >= 16) return decoded;
  }
  return Buffer.from(appKey, 'utf8');
}

export function createKeys(appKey: string): Keys {
  const material = keyMaterial(appKey);
  const cache = new Map<KeyPurpose, Buffer>();
  const subKey = (purpose: KeyPurpose): Buffer => {
    let key = cache.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', material, 'frischkontor-backend', purpose, 32));
      cache.set(purpose, key);
    }
    return key;
  };

  return {
    hmac(purpose, data) {
      return createHmac('sha256', subKey(purpose)).update(data).digest('base64url');
    },
    verifyHmac(purpose, data, signature) {
      const expected = Buffer.from(this.hmac(purpose, data));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    // AES-256-GCM: "v1." + base64url(iv | tag | ciphertext)
    encrypt(purpose, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', subKey(purpose), iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(purpose, ciphertext) {
      if (!ciphertext.startsWith('v1.')) throw new Error('Unbekanntes Format');
      const raw = Buffer.from(ciphertext.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', subKey(purpose), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random token for cookies and links: 32 bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
