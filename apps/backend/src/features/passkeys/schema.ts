// What the passkey API accepts of the browser (SimpleWebAuthn checks the contents) and lists.
import type { OwnPasskey } from '@frischkontor/contract';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { text } from '../../http/validation';
import { PASSKEY_MESSAGES } from './messages';

export const MAX_PASSKEYS = 20;

// What the browser sends back (SimpleWebAuthn checks the contents): strings of bounded length.
const b64 = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
export const authenticationResponse = z.looseObject({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64(4000),
    authenticatorData: b64(4000),
    // ML-DSA-44 signatures (post-quantum, offered first where the runtime has it) are 2,420 bytes.
    signature: b64(8000),
    userHandle: b64(200).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});
export const registrationResponse = z.looseObject({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64(4000),
    attestationObject: b64(20000),
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});
export const passkeyName = text('Name des Passkeys', 100);

/** The browser's answer, or 422 with one German sentence (its parts mean nothing to people). */
export function browserAnswer<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new HttpError(422, PASSKEY_MESSAGES.badResponse, { reason: 'passkey_failed' });
  return parsed.data;
}

export function listed(row: {
  id: number;
  name: string;
  device_type: string;
  backed_up: number;
  created_at: string;
  last_used_at: string | null;
}): OwnPasskey {
  return {
    id: row.id,
    name: row.name,
    synced: row.device_type === 'multiDevice',
    backed_up: row.backed_up === 1,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}
