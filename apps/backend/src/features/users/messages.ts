// What the user administration says to the admin.
import { RESTORE_DAYS } from '../../accounts/deletion';
import { EMAIL_TAKEN } from '../account';

export const USER_ADMIN_MESSAGES = {
  emailTaken: EMAIL_TAKEN,
  ownEmail: 'Ihre eigene E-Mail-Adresse ändern Sie in Ihrem Profil.',
  resetSent: 'Der Link zum Zurücksetzen des Passworts ist verschickt.',
  verificationSent: 'Der Bestätigungslink ist verschickt.',
  alreadyVerified: 'Diese E-Mail-Adresse ist bereits bestätigt.',
  blockedNoLinks: 'Einem gesperrten Konto schicken wir keine Links.',
  deleted: 'Dieses Konto ist gelöscht. Stellen Sie es zuerst wieder her.',
  notDeleted: 'Dieses Konto ist nicht gelöscht.',
  identityForbidden:
    'Dafür fehlt die Berechtigung: Dieses Konto hat Rechte, die Sie selbst nicht haben. E-Mail-Adresse, Passwort, Zwei-Faktor-Anmeldung und Sitzungen ändert hier nur, wer alle seine Rechte hat.',
  restoreOver: `Die ${RESTORE_DAYS} Tage, in denen sich dieses Konto wiederherstellen ließ, sind vorbei.`,
} as const;
