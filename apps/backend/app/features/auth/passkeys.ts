// Passkeys in the browser (decision 032): the WebAuthn ceremonies with @simplewebauthn/browser,
// talking to the API on this origin with the one API client (XSRF token, 419 renewal). What
// went wrong is said in German: no support, cancelled or timed out, not on this address.
import { ApiError, BackendUnavailableError, createApiClient } from '@frischkontor/helium-client';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

export const PASSKEY_TEXTS = {
  unsupported:
    'Dieser Browser unterstützt keine Passkeys. Bitte melden Sie sich mit Ihrem Passwort an oder verwenden Sie einen aktuellen Browser.',
  cancelled:
    'Der Vorgang wurde abgebrochen oder hat zu lange gedauert. Sie können es noch einmal versuchen.',
  insecure:
    'Passkeys funktionieren nur auf der sicheren Adresse dieser Seite (https). Bitte melden Sie sich mit Ihrem Passwort an.',
  duplicate: 'Dieser Passkey ist auf diesem Gerät bereits hinterlegt.',
  offline: 'Keine Verbindung zum Server. Bitte versuchen Sie es gleich noch einmal.',
  failed: 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
} as const;

/** A refusal the page shows: at a field, or as the section's message. */
export interface PasskeyFailure {
  message: string;
  fieldErrors?: Record<string, string>;
  /** The person closed the browser's dialog: nothing to alarm anyone about. */
  cancelled?: boolean;
}

export function passkeyFailure(error: unknown): PasskeyFailure {
  if (error instanceof ApiError) return { message: error.message, fieldErrors: error.fieldErrors };
  if (error instanceof BackendUnavailableError) return { message: PASSKEY_TEXTS.offline };
  const code = error instanceof WebAuthnError ? error.code : null;
  const name = error instanceof Error ? error.name : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return { message: PASSKEY_TEXTS.duplicate };
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError')
    return { message: PASSKEY_TEXTS.insecure };
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return { message: PASSKEY_TEXTS.cancelled, cancelled: true };
  if (name === 'NotSupportedError') return { message: PASSKEY_TEXTS.unsupported };
  return { message: PASSKEY_TEXTS.failed };
}

export const passkeysSupported = () => browserSupportsWebAuthn();
export const passkeyAutofillSupported = () => browserSupportsWebAuthnAutofill();

// Verifying a signature and starting a session may take longer than a session check.
const api = (apiPrefix: string) => createApiClient({ base: apiPrefix, timeoutMs: 15_000 });

/**
 * Signs in with a passkey: with `autofill`, the browser offers the passkeys in the e-mail
 * field's suggestions and this waits until one is chosen. Resolves once the session is set.
 */
export async function signInWithPasskey(
  apiPrefix: string,
  options: { autofill?: boolean; remember: () => boolean },
): Promise<void> {
  const client = api(apiPrefix);
  const optionsJSON = await client.send<PublicKeyCredentialRequestOptionsJSON>(
    'POST',
    '/passkeys/authentication-options',
  );
  const response = await startAuthentication({
    optionsJSON,
    useBrowserAutofill: !!options.autofill,
  });
  await client.send('POST', '/passkeys/authenticate', {
    body: { response, remember: options.remember() },
  });
}

/** Confirms this session's password sign-in with a passkey of the account (second factor). */
export async function confirmWithPasskey(apiPrefix: string): Promise<void> {
  const client = api(apiPrefix);
  const optionsJSON = await client.send<PublicKeyCredentialRequestOptionsJSON>(
    'POST',
    '/passkeys/second-factor-options',
  );
  const response = await startAuthentication({ optionsJSON });
  await client.send('POST', '/verify-tfa-passkey', { body: { response } });
}

/** Adds a passkey to the signed-in account: password first, then the browser's dialog. */
export async function addPasskey(
  apiPrefix: string,
  input: { password: string; name: string },
): Promise<void> {
  const client = api(apiPrefix);
  const optionsJSON = await client.send<PublicKeyCredentialCreationOptionsJSON>(
    'POST',
    '/user/passkeys/registration-options',
    { body: { password: input.password } },
  );
  const response = await startRegistration({ optionsJSON });
  await client.send('POST', '/user/passkeys', { body: { name: input.name, response } });
}

/** Ends a waiting autofill request (leaving the page, or starting another ceremony). */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}
