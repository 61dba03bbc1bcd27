// Mails to a person about their account: approved, blocked, restored, changed, deleted.
import { formatDateTime } from '@frischkontor/contract';
import { greet, render, type MailContent } from './layout';

/** The account was approved: straight to the intranet. */
export function approvedMail(p: { name: string; url: string; company: string }): MailContent {
  return render({
    subject: 'Ihr Konto ist freigeschaltet',
    greeting: greet(p.name),
    paragraphs: [
      `wir haben Ihr Konto bei ${p.company} freigeschaltet. Ab sofort sehen Sie nach der Anmeldung den internen Bereich mit allem, was für Sie bestimmt ist.`,
    ],
    action: { label: 'Zum internen Bereich', url: p.url },
    afterAction: ['Bei Fragen antworten Sie einfach auf diese E-Mail.'],
    company: p.company,
  });
}

export function blockedMail(p: {
  name: string;
  reason: string | null;
  company: string;
}): MailContent {
  return render({
    subject: 'Ihr Konto wurde gesperrt',
    greeting: greet(p.name),
    paragraphs: [
      `wir haben Ihr Konto bei ${p.company} gesperrt. Sie können sich weiterhin anmelden und Ihr Profil sehen, den internen Bereich aber nicht mehr öffnen.`,
      p.reason ? `Grund der Sperrung:` : 'Einen Grund hat unsere Verwaltung nicht angegeben.',
    ],
    quote: p.reason ?? undefined,
    afterAction: ['Wenn Sie Fragen dazu haben, antworten Sie bitte auf diese E-Mail.'],
    company: p.company,
  });
}

export function unblockedMail(p: { name: string; url: string; company: string }): MailContent {
  return render({
    subject: 'Ihr Konto ist wieder freigegeben',
    greeting: greet(p.name),
    paragraphs: [
      `die Sperrung Ihres Kontos bei ${p.company} ist aufgehoben. Sie können den internen Bereich wieder wie gewohnt nutzen.`,
    ],
    action: { label: 'Zum internen Bereich', url: p.url },
    company: p.company,
  });
}

/** A deleted account is back (an admin restored it). */
export function restoredMail(p: { name: string; url: string; company: string }): MailContent {
  return render({
    subject: 'Ihr Konto ist wiederhergestellt',
    greeting: greet(p.name),
    paragraphs: [
      `Ihr gelöschtes Konto bei ${p.company} wurde von unserer Verwaltung wiederhergestellt. Sie melden sich wie bisher mit Ihrer E-Mail-Adresse und Ihrem Passwort an.`,
      'Wenn Sie das nicht erbeten haben, antworten Sie bitte auf diese E-Mail.',
    ],
    action: { label: 'Zum internen Bereich', url: p.url },
    company: p.company,
  });
}

/** To the old and the new address when an admin changes it. */
/**
 * To the old address when the address changed: by an admin („wurde geändert“) or by the person
 * in the profile („wird geändert“: done once the new address is confirmed).
 */
export function emailChangedMail(p: {
  name: string;
  from: string;
  to: string;
  when: Date;
  bySelf?: boolean;
  company: string;
}): MailContent {
  return render({
    subject: p.bySelf ? 'Ihre E-Mail-Adresse wird geändert' : 'Ihre E-Mail-Adresse wurde geändert',
    greeting: greet(p.name),
    paragraphs: p.bySelf
      ? [
          `am ${formatDateTime(p.when)} wurde in Ihrem Profil die E-Mail-Adresse Ihres Kontos geändert. Sie melden sich ab jetzt mit der neuen Adresse an; an sie ist ein Bestätigungslink unterwegs, und bis er geöffnet wird, ist Ihr Konto eingeschränkt. Diese Adresse erhält keine E-Mails mehr zu Ihrem Konto.`,
        ]
      : [
          `die E-Mail-Adresse Ihres Kontos wurde am ${formatDateTime(p.when)} geändert. Sie melden sich ab jetzt mit der neuen Adresse an.`,
        ],
    details: [
      ['Bisher', p.from],
      ['Neu', p.to],
    ],
    afterAction: p.bySelf
      ? [
          'Wenn Sie das nicht waren, hat jemand anderes Ihr Passwort: Antworten Sie bitte sofort auf diese E-Mail, damit wir das Konto sperren und die bisherige Adresse wieder eintragen. Öffnen Sie den Bestätigungslink nicht, falls er Sie erreicht.',
        ]
      : [
          'Wenn Sie diese Änderung nicht veranlasst haben, antworten Sie bitte sofort auf diese E-Mail.',
        ],
    company: p.company,
  });
}

export function twoFactorDisabledMail(p: {
  name: string;
  when: Date;
  byAdmin: boolean;
  /** Passkeys the admin's reset removed with it. */
  passkeysRemoved?: number;
  company: string;
}): MailContent {
  const passkeys = p.passkeysRemoved
    ? ` ${p.passkeysRemoved === 1 ? 'Ihr Passkey wurde' : `Ihre ${p.passkeysRemoved} Passkeys wurden`} dabei entfernt.`
    : '';
  return render({
    subject: 'Die Zwei-Faktor-Authentifizierung ist ausgeschaltet',
    greeting: greet(p.name),
    paragraphs: [
      `für Ihr Konto wurde am ${formatDateTime(p.when)} die Zwei-Faktor-Authentifizierung ${p.byAdmin ? 'von unserer Verwaltung zurückgesetzt' : 'ausgeschaltet'}.${passkeys} Zur Anmeldung genügt jetzt wieder Ihr Passwort.`,
      'Wir empfehlen, sie im Profil wieder einzuschalten. Wenn Sie das nicht veranlasst haben, antworten Sie bitte sofort auf diese E-Mail.',
    ],
    company: p.company,
  });
}

/** A passkey was added to or removed from the account (decision 032). */
export function passkeyChangedMail(p: {
  name: string;
  passkey: string;
  change: 'added' | 'removed';
  when: Date;
  profileUrl: string;
  company: string;
}): MailContent {
  const added = p.change === 'added';
  return render({
    subject: added ? 'Ein Passkey wurde hinzugefügt' : 'Ein Passkey wurde entfernt',
    greeting: greet(p.name),
    paragraphs: [
      added
        ? `zu Ihrem Konto wurde am ${formatDateTime(p.when)} der Passkey „${p.passkey}“ hinzugefügt. Mit ihm können Sie sich ohne Passwort anmelden.`
        : `von Ihrem Konto wurde am ${formatDateTime(p.when)} der Passkey „${p.passkey}“ entfernt. Mit ihm ist keine Anmeldung mehr möglich.`,
      'Wenn Sie das nicht veranlasst haben, ändern Sie bitte sofort Ihr Passwort und prüfen Sie Ihre Passkeys im Profil.',
    ],
    action: { label: 'Zum Profil', url: p.profileUrl },
    company: p.company,
  });
}
