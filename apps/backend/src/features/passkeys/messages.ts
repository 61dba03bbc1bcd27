// What the passkey API says to people.
export const PASSKEY_MESSAGES = {
  failed:
    'Die Anmeldung mit diesem Passkey hat nicht geklappt. Bitte versuchen Sie es noch einmal oder melden Sie sich mit Ihrem Passwort an.',
  unknown:
    'Diesen Passkey kennen wir nicht (mehr). Melden Sie sich bitte mit Ihrem Passwort an; im Profil können Sie einen neuen Passkey hinzufügen.',
  notAdded:
    'Der Passkey konnte nicht hinzugefügt werden. Bitte versuchen Sie es noch einmal; die Anfrage gilt fünf Minuten.',
  duplicate: 'Dieser Passkey ist bereits hinterlegt.',
  none: 'Für Ihr Konto ist kein Passkey hinterlegt.',
  tooMany: 'Sie können höchstens 20 Passkeys hinterlegen. Bitte entfernen Sie zuerst einen.',
  badResponse: 'Die Antwort des Browsers war unvollständig. Bitte versuchen Sie es noch einmal.',
} as const;
