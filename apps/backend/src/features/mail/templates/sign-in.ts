// Mails around signing in: verification, invitation, password reset and change.
import { formatDateTime } from '@frischkontor/contract';
import { greet, render, type MailContent } from './layout';

export function verificationMail(p: { name: string; url: string; company: string }): MailContent {
  return render({
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    greeting: greet(p.name),
    paragraphs: [
      `vielen Dank für Ihre Registrierung bei ${p.company}. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link.`,
    ],
    action: { label: 'E-Mail-Adresse bestätigen', url: p.url },
    afterAction: [
      'Der Link ist 60 Minuten gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail einfach ignorieren.',
    ],
    company: p.company,
  });
}

/** To the new address when it changed (admin or profile): the account is unverified until it is confirmed. */
export function emailChangeVerificationMail(p: {
  name: string;
  url: string;
  company: string;
}): MailContent {
  return render({
    subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: greet(p.name),
    paragraphs: [
      `die E-Mail-Adresse Ihres Kontos bei ${p.company} wurde auf diese Adresse geändert. Bitte bestätigen Sie sie über den folgenden Link; bis dahin ist Ihr Konto eingeschränkt.`,
    ],
    action: { label: 'E-Mail-Adresse bestätigen', url: p.url },
    afterAction: [
      'Der Link ist 60 Minuten gültig. Einen neuen Link können Sie nach der Anmeldung anfordern. Wenn Sie kein Konto bei uns haben, können Sie diese E-Mail ignorieren.',
    ],
    company: p.company,
  });
}

/** An admin created the account: the person sets a password through the link. */
export function invitationMail(p: {
  name: string;
  url: string;
  days: number;
  company: string;
}): MailContent {
  return render({
    subject: `Einladung zu Ihrem Konto bei ${p.company}`,
    greeting: greet(p.name),
    paragraphs: [
      `für Sie wurde ein Konto bei ${p.company} angelegt. Bitte legen Sie über den folgenden Link Ihr Passwort fest; danach können Sie sich mit Ihrer E-Mail-Adresse anmelden.`,
    ],
    action: { label: 'Passwort festlegen', url: p.url },
    afterAction: [
      `Der Link ist ${p.days} Tage gültig und kann nur einmal verwendet werden. Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.`,
    ],
    company: p.company,
  });
}

export function existingAccountMail(p: {
  name: string;
  resetUrl: string;
  company: string;
}): MailContent {
  return render({
    subject: 'Registrierung mit Ihrer E-Mail-Adresse',
    greeting: greet(p.name),
    paragraphs: [
      'soeben wurde versucht, mit Ihrer E-Mail-Adresse ein neues Konto anzulegen. Für diese Adresse besteht bereits ein Konto; es wurde kein weiteres angelegt.',
      'Falls Sie Ihr Passwort vergessen haben, können Sie es hier neu vergeben:',
    ],
    action: { label: 'Passwort zurücksetzen', url: p.resetUrl },
    afterAction: ['Wenn Sie das nicht waren, müssen Sie nichts tun. Ihr Konto bleibt unverändert.'],
    company: p.company,
  });
}

export function passwordResetMail(p: { name: string; url: string; company: string }): MailContent {
  return render({
    subject: 'Passwort zurücksetzen',
    greeting: greet(p.name),
    paragraphs: [
      'Sie erhalten diese E-Mail, weil für Ihr Konto das Zurücksetzen des Passworts angefordert wurde.',
    ],
    action: { label: 'Neues Passwort vergeben', url: p.url },
    afterAction: [
      'Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    ],
    company: p.company,
  });
}

/** After every change of a password: the holder learns of a change they did not make. */
export function passwordChangedMail(p: {
  name: string;
  when: Date;
  resetUrl: string;
  company: string;
}): MailContent {
  return render({
    subject: 'Ihr Passwort wurde geändert',
    greeting: greet(p.name),
    paragraphs: [
      `das Passwort Ihres Kontos wurde am ${formatDateTime(p.when)} geändert. Wenn Sie das selbst waren, ist nichts weiter zu tun.`,
      'Wenn nicht, vergeben Sie bitte sofort ein neues Passwort:',
    ],
    afterAction: ['Und geben Sie uns bitte Bescheid, indem Sie auf diese E-Mail antworten.'],
    action: { label: 'Neues Passwort vergeben', url: p.resetUrl },
    company: p.company,
  });
}

/** The account was linked to the company's sign-in (decision 060): in case it was not them. */
export function identityLinkedMail(p: {
  name: string;
  provider: string;
  when: Date;
  resetUrl: string;
  company: string;
}): MailContent {
  return render({
    subject: `Ihr Konto ist jetzt mit der Anmeldung über ${p.provider} verbunden`,
    greeting: greet(p.name),
    paragraphs: [
      `am ${formatDateTime(p.when)} wurde Ihr Konto mit der Anmeldung über ${p.provider} verbunden. Sie können sich jetzt auch über ${p.provider} anmelden, ohne Ihr Passwort hier einzugeben. Wenn Sie das selbst waren, ist nichts weiter zu tun.`,
      'Wenn nicht, ändern Sie bitte sofort Ihr Passwort:',
    ],
    afterAction: ['Und geben Sie uns bitte Bescheid, indem Sie auf diese E-Mail antworten.'],
    action: { label: 'Neues Passwort vergeben', url: p.resetUrl },
    company: p.company,
  });
}
