// Passkeys (decision 032): the entry. The API in routes.ts, the browser's answers in schema.ts,
// the WebAuthn ceremonies in webauthn.ts.
export { PASSKEY_MESSAGES } from './messages';
export { passkeysRouter } from './routes';
export { relyingParty } from './webauthn';
