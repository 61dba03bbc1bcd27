// What sign-in, registration and password reset say to people.
export const AUTH_MESSAGES = {
  badCredentials: 'Diese Zugangsdaten sind uns nicht bekannt.',
  registered:
    'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gerade geschickt haben.',
  registrationClosed: 'Die Registrierung ist derzeit nicht möglich.',
  resetSent:
    'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt.',
  resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  resetInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  resetUsed: 'Dieser Link wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen an.',
  resetExpired: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  verificationSent: 'Wir haben Ihnen einen neuen Bestätigungslink geschickt.',
  passwordMismatch: 'Die Passwortbestätigung stimmt nicht überein.',
} as const;
