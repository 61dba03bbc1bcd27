// Sign-in, sign-out, registration, e-mail verification and password reset: the entry. The API in
// routes.ts.
export { verificationUrl } from './email-verification';
export { createResetToken, INVITATION_DAYS, resetUrl, voidResetTokens } from './password-reset';
export { AUTH_MESSAGES } from './messages';
export { assertNewPassword, mailPasswordChanged } from './new-password';
export { authRouter } from './routes';
