// Every e-mail this backend sends: German subject, plain text and simple HTML from one source.
import {
  BUSINESS_PROOF_LABELS,
  legalSenderLines,
  UNSOLICITED_APPLICATION,
} from '@frischkontor/contract';
import { FORM_FIELD_LABELS as LABEL } from '@frischkontor/contract/forms';
import type {
  ApplicationSubmission,
  ContactSubmission,
} from '@frischkontor/contract/forms/schemas';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Layout {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  details?: [label: string, value: string][];
  quote?: string;
  afterAction?: string[];
  company: string;
  /** A newsletter mail: the footer says why it came and links to the one-click unsubscribe. */
  unsubscribeUrl?: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const paragraphHtml = (p: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;

/** The lines after the text of every mail, before the sender's legal details. */
export const mailClosing = (company: string) => ['Freundliche Grüße', company];

function render(layout: Layout): MailContent {
  const text: string[] = [layout.greeting, ''];
  const html: string[] = [paragraphHtml(layout.greeting)];
  for (const p of layout.paragraphs) {
    text.push(p, '');
    html.push(paragraphHtml(p));
  }
  if (layout.action) {
    text.push(`${layout.action.label}:`, layout.action.url, '');
    html.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="background:#8c2718;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(layout.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>${escapeHtml(layout.action.url)}</p>`,
    );
  }
  for (const p of layout.afterAction ?? []) {
    text.push(p, '');
    html.push(paragraphHtml(p));
  }
  if (layout.details?.length) {
    const width = Math.max(...layout.details.map(([label]) => label.length)) + 2;
    for (const [label, value] of layout.details) text.push(`${`${label}:`.padEnd(width)}${value}`);
    text.push('');
    html.push(
      `<table style="border-collapse:collapse;margin:0 0 16px">${layout.details
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`,
    );
  }
  if (layout.quote) {
    text.push(...layout.quote.split('\n').map((line) => `> ${line}`), '');
    html.push(
      `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ddd;color:#333">${escapeHtml(layout.quote).replace(/\n/g, '<br>')}</blockquote>`,
    );
  }
  const closing = mailClosing(layout.company);
  text.push(...closing);
  html.push(paragraphHtml(closing.join('\n')));
  // The sender details a German business mail must carry (§ 37a, § 125a, § 177a HGB).
  const legal = legalSenderLines();
  text.push('', '-- ', ...legal);
  html.push(
    `<p style="margin:32px 0 0;padding-top:12px;border-top:1px solid #ddd;font-size:12px;color:#555">${legal.map(escapeHtml).join('<br>')}</p>`,
  );
  if (layout.unsubscribeUrl) {
    const why = `Sie erhalten diese E-Mail, weil Sie den Newsletter von ${layout.company} abonniert haben.`;
    text.push('', why, `Newsletter abbestellen: ${layout.unsubscribeUrl}`);
    html.push(
      `<p style="margin:12px 0 0;font-size:12px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(layout.unsubscribeUrl)}" style="color:#8c2718">Newsletter abbestellen</a></p>`,
    );
  }
  return {
    subject: layout.subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">${html.join('')}</body></html>`,
  };
}

const greet = (name: string) => (name.trim() ? `Guten Tag ${name.trim()},` : 'Guten Tag,');

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
  const when = new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(p.when);
  return render({
    subject: 'Ihr Passwort wurde geändert',
    greeting: greet(p.name),
    paragraphs: [
      `das Passwort Ihres Kontos wurde am ${when} Uhr geändert. Wenn Sie das selbst waren, ist nichts weiter zu tun.`,
      'Wenn nicht, vergeben Sie bitte sofort ein neues Passwort:',
    ],
    afterAction: ['Und geben Sie uns bitte Bescheid, indem Sie auf diese E-Mail antworten.'],
    action: { label: 'Neues Passwort vergeben', url: p.resetUrl },
    company: p.company,
  });
}

export type ContactMailData = Omit<ContactSubmission, 'privacy'>;

export function contactInternalMail(d: ContactMailData, id: number, company: string): MailContent {
  return render({
    subject: `Kontaktanfrage (${d.topic}) von ${d.name}, ${d.company}`,
    greeting: 'Guten Tag,',
    paragraphs: [
      `über das Kontaktformular der Website ist eine neue Anfrage eingegangen (Nr. ${id}).`,
    ],
    details: [
      [LABEL.topic, d.topic],
      [LABEL.salutation, d.salutation ?? '–'],
      [LABEL.name, d.name],
      [LABEL.company, d.company],
      [LABEL.email, d.email],
      [LABEL.phone, d.phone ?? '–'],
    ],
    quote: d.message,
    afterAction: [
      'Antworten Sie direkt auf diese E-Mail, um der Absenderin oder dem Absender zu schreiben.',
    ],
    company,
  });
}

/**
 * A short receipt to an address nobody has verified: nothing the visitor typed (name, message)
 * goes back out, so the form cannot send someone else's words to a stranger.
 */
export function contactConfirmationMail(
  d: Pick<ContactMailData, 'topic'>,
  company: string,
): MailContent {
  return render({
    subject: `Ihre Anfrage bei ${company}`,
    greeting: greet(''),
    paragraphs: [
      `vielen Dank für Ihre Nachricht zum Thema „${d.topic}“. Wir haben sie erhalten und melden uns in der Regel innerhalb eines Werktags bei Ihnen.`,
      'Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail einfach löschen.',
    ],
    company,
  });
}

export type ApplicationMailData = Omit<ApplicationSubmission, 'privacy'> & { cv_name: string };

export function applicationInternalMail(
  d: ApplicationMailData,
  id: number,
  company: string,
): MailContent {
  // An unsolicited application names no job: „Initiativbewerbung“, never „Stelle: …“.
  const unsolicited = d.job_slug === UNSOLICITED_APPLICATION.slug;
  return render({
    subject: unsolicited
      ? `${UNSOLICITED_APPLICATION.title} – ${d.name}`
      : `Bewerbung: ${d.job_title} – ${d.name}`,
    greeting: 'Guten Tag,',
    paragraphs: [
      `über die Karriereseite ist eine neue ${unsolicited ? 'Initiativbewerbung' : 'Bewerbung'} eingegangen (Nr. ${id}). Die Unterlagen liegen als Anhang bei.`,
    ],
    details: [
      unsolicited ? ['Art', UNSOLICITED_APPLICATION.title] : [LABEL.job_title, d.job_title],
      [LABEL.name, d.name],
      [LABEL.email, d.email],
      [LABEL.phone, d.phone],
      [LABEL.start_date, d.start_date],
      ['Unterlagen', d.cv_name],
    ],
    quote: d.message ?? undefined,
    company,
  });
}

export function applicationConfirmationMail(
  d: ApplicationMailData,
  company: string,
  retention: { withdrawUrl: string; months: number },
): MailContent {
  const unsolicited = d.job_slug === UNSOLICITED_APPLICATION.slug;
  return render({
    subject: unsolicited ? 'Ihre Initiativbewerbung' : `Ihre Bewerbung als ${d.job_title}`,
    greeting: greet(d.name),
    paragraphs: [
      `vielen Dank für Ihre ${unsolicited ? 'Initiativbewerbung' : `Bewerbung als ${d.job_title}`} und Ihr Interesse an ${company}. Ihre Unterlagen sind bei uns eingegangen.`,
      // The confirmation carries Reply-To: the HR address, so an answer reaches a person.
      'Wir sehen sie uns sorgfältig an und melden uns innerhalb von zehn Arbeitstagen bei Ihnen. Bei Fragen antworten Sie einfach auf diese E-Mail – Ihre Nachricht geht direkt an unser Personalteam.',
      `${d.talent_pool ? 'Sie haben zugestimmt, dass wir Ihre Unterlagen nach dem Verfahren in unserem Talentpool aufbewahren. ' : ''}Ist das Verfahren abgeschlossen, löschen wir Ihre Unterlagen nach ${d.talent_pool ? 'Ablauf dieser Zeit' : `${retention.months} Monaten`} automatisch. Möchten Sie Ihre Bewerbung vorher zurückziehen, genügt ein Klick:`,
    ],
    action: { label: 'Bewerbung zurückziehen', url: retention.withdrawUrl },
    company,
  });
}

/** The first line of a mail to a person: with their name when there is one. */
export const mailGreeting = (name: string) => greet(name);

/**
 * HR's mail to an applicant exactly as HR saw and edited it in the draft: greeting, the text
 * (blank lines part paragraphs), closing and the legal sender lines come from the layout.
 */
export function applicantMail(p: {
  subject: string;
  body: string;
  name: string;
  company: string;
}): MailContent {
  return render({
    subject: p.subject,
    greeting: greet(p.name),
    paragraphs: p.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    company: p.company,
  });
}

const dateTime = (when: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(when);

const day = (when: Date) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(when);

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
          `am ${dateTime(p.when)} Uhr wurde in Ihrem Profil die E-Mail-Adresse Ihres Kontos geändert. Sie melden sich ab jetzt mit der neuen Adresse an; an sie ist ein Bestätigungslink unterwegs, und bis er geöffnet wird, ist Ihr Konto eingeschränkt. Diese Adresse erhält keine E-Mails mehr zu Ihrem Konto.`,
        ]
      : [
          `die E-Mail-Adresse Ihres Kontos wurde am ${dateTime(p.when)} Uhr geändert. Sie melden sich ab jetzt mit der neuen Adresse an.`,
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
      `für Ihr Konto wurde am ${dateTime(p.when)} Uhr die Zwei-Faktor-Authentifizierung ${p.byAdmin ? 'von unserer Verwaltung zurückgesetzt' : 'ausgeschaltet'}.${passkeys} Zur Anmeldung genügt jetzt wieder Ihr Passwort.`,
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
        ? `zu Ihrem Konto wurde am ${dateTime(p.when)} Uhr der Passkey „${p.passkey}“ hinzugefügt. Mit ihm können Sie sich ohne Passwort anmelden.`
        : `von Ihrem Konto wurde am ${dateTime(p.when)} Uhr der Passkey „${p.passkey}“ entfernt. Mit ihm ist keine Anmeldung mehr möglich.`,
      'Wenn Sie das nicht veranlasst haben, ändern Sie bitte sofort Ihr Passwort und prüfen Sie Ihre Passkeys im Profil.',
    ],
    action: { label: 'Zum Profil', url: p.profileUrl },
    company: p.company,
  });
}

export interface AccountSummary {
  name: string;
  email: string;
  company: string | null;
  customer_number: string | null;
  vat_id: string | null;
  trade_licence: string | null;
  profile: string | null;
}

function accountDetails(a: AccountSummary): [string, string][] {
  return [
    ['Name', a.name],
    ['E-Mail', a.email],
    ['Firma', a.company ?? '–'],
    ['Kundennummer', a.customer_number ?? '–'],
    ...(a.vat_id ? [[BUSINESS_PROOF_LABELS.vat_id, a.vat_id] as [string, string]] : []),
    ...(a.trade_licence
      ? [[BUSINESS_PROOF_LABELS.trade_licence, a.trade_licence] as [string, string]]
      : []),
    ['Profil', a.profile ?? '–'],
  ];
}

/** To admins with the notification right: someone registered. */
export function adminRegistrationMail(p: {
  account: AccountSummary;
  url: string;
  autoEnabled: boolean;
  company: string;
}): MailContent {
  return render({
    subject: `Neue Registrierung: ${p.account.name}`,
    greeting: greet(''),
    paragraphs: [
      p.autoEnabled
        ? 'ein neues Konto wurde registriert und nach seinem Profil automatisch freigeschaltet.'
        : 'ein neues Konto wurde registriert. Sobald die E-Mail-Adresse bestätigt ist, können Sie es prüfen und freischalten.',
    ],
    details: accountDetails(p.account),
    action: { label: 'Konto ansehen', url: p.url },
    company: p.company,
  });
}

/** To admins with the notification right: an address was confirmed. */
export function adminEmailVerifiedMail(p: {
  account: AccountSummary;
  url: string;
  waiting: boolean;
  company: string;
}): MailContent {
  return render({
    subject: `E-Mail-Adresse bestätigt: ${p.account.name}`,
    greeting: greet(''),
    paragraphs: [
      p.waiting
        ? 'ein neues Konto hat seine E-Mail-Adresse bestätigt und wartet auf Ihre Freischaltung.'
        : 'ein Konto hat seine E-Mail-Adresse bestätigt.',
    ],
    details: accountDetails(p.account),
    action: { label: p.waiting ? 'Konto prüfen und freischalten' : 'Konto ansehen', url: p.url },
    company: p.company,
  });
}

/** To admins with the notification right: someone deleted their own account. */
export function adminAccountDeletedMail(p: {
  account: AccountSummary;
  when: Date;
  restorableUntil: Date;
  company: string;
}): MailContent {
  return render({
    subject: `Konto gelöscht: ${p.account.name}`,
    greeting: greet(''),
    paragraphs: [
      `ein Konto wurde am ${dateTime(p.when)} Uhr von seiner Inhaberin oder seinem Inhaber gelöscht. Alle Sitzungen sind beendet, eine Anmeldung ist nicht mehr möglich. Unter Benutzer (Zustand „gelöscht“) können Sie es bis zum ${day(p.restorableUntil)} wiederherstellen; danach werden seine Daten endgültig entfernt.`,
    ],
    details: accountDetails(p.account),
    company: p.company,
  });
}

/** To the person whose account was deleted, at their own request or by an admin. */
export function accountDeletedMail(p: {
  name: string;
  when: Date;
  restorableUntil: Date;
  byAdmin: boolean;
  company: string;
}): MailContent {
  return render({
    subject: 'Ihr Konto wurde gelöscht',
    greeting: greet(p.name),
    paragraphs: [
      `Ihr Konto wurde am ${dateTime(p.when)} Uhr ${p.byAdmin ? 'von unserer Verwaltung gelöscht' : 'auf Ihren Wunsch gelöscht'}. Alle Sitzungen sind beendet; eine Anmeldung ist nicht mehr möglich. Bis zum ${day(p.restorableUntil)} kann unsere Verwaltung das Konto auf Ihre Bitte wiederherstellen; danach werden Ihre Angaben endgültig entfernt.`,
      p.byAdmin
        ? 'Wenn Sie Fragen dazu haben oder das Konto weiter nutzen möchten, antworten Sie bitte auf diese E-Mail.'
        : 'Wenn Sie das nicht veranlasst haben, antworten Sie bitte sofort auf diese E-Mail.',
    ],
    company: p.company,
  });
}

/** To the author of a wiki article when a publisher decided on it (issue 17). */
export function wikiReviewMail(p: {
  name: string;
  title: string;
  by: string;
  outcome: 'published' | 'returned' | 'archived';
  comment: string;
  url: string;
  company: string;
}): MailContent {
  const what = {
    published: 'veröffentlicht',
    returned: 'zur Überarbeitung zurückgegeben',
    archived: 'archiviert',
  }[p.outcome];
  return render({
    subject: `Wiki-Artikel „${p.title}“ ${what}`,
    greeting: greet(p.name),
    paragraphs: [
      `${p.by} hat Ihren Wiki-Artikel „${p.title}“ ${what}.`,
      ...(p.comment ? ['Kommentar:'] : []),
    ],
    quote: p.comment || undefined,
    action: {
      label: p.outcome === 'returned' ? 'Artikel überarbeiten' : 'Artikel öffnen',
      url: p.url,
    },
    company: p.company,
  });
}

/** To a publisher when a writer submits something for review (issue 28, item 4). */
export function reviewSubmittedMail(p: {
  name: string;
  /** „Wiki-Artikel“, „Blogbeitrag“. */
  what: string;
  title: string;
  by: string;
  comment: string | null;
  url: string;
  queueUrl: string;
  company: string;
}): MailContent {
  return render({
    subject: `Zur Prüfung: ${p.what} „${p.title}“`,
    greeting: greet(p.name),
    paragraphs: [
      `${p.by} hat ${p.what === 'Blogbeitrag' ? 'den Blogbeitrag' : `den ${p.what}`} „${p.title}“ zur Prüfung eingereicht.`,
      ...(p.comment ? ['Kommentar:'] : []),
    ],
    quote: p.comment || undefined,
    action: { label: 'Jetzt prüfen', url: p.url },
    afterAction: [
      `Alles, was auf eine Prüfung wartet, steht unter ${p.queueUrl}. Dort lassen sich diese E-Mails auch abbestellen.`,
    ],
    company: p.company,
  });
}

/** A reader's answer or error report reaches the article's author, or the publishers. */
export function wikiReaderMail(p: {
  name: string;
  title: string;
  by: string;
  kind: 'helpful' | 'not_helpful' | 'report';
  text: string;
  /** The recipient wrote the article; otherwise they hear of it as a publisher. */
  author: boolean;
  url: string;
  company: string;
}): MailContent {
  const article = `${p.author ? 'Ihrem' : 'dem'} Wiki-Artikel „${p.title}“`;
  const subject = {
    helpful: `Rückmeldung zum Wiki-Artikel „${p.title}“: hilfreich`,
    not_helpful: `Rückmeldung zum Wiki-Artikel „${p.title}“: nicht hilfreich`,
    report: `Fehler gemeldet im Wiki-Artikel „${p.title}“`,
  }[p.kind];
  const what = {
    helpful: `${p.by} fand ${p.author ? 'Ihren' : 'den'} Wiki-Artikel „${p.title}“ hilfreich und schreibt dazu:`,
    not_helpful: `${p.by} fand ${p.author ? 'Ihren' : 'den'} Wiki-Artikel „${p.title}“ nicht hilfreich${p.text ? ' und schreibt dazu:' : '.'}`,
    report: `${p.by} hat einen Fehler in ${article} gemeldet:`,
  }[p.kind];
  return render({
    subject,
    greeting: greet(p.name),
    paragraphs: [
      what,
      ...(p.text ? [`„${p.text}“`] : []),
      ...(p.author
        ? []
        : [
            'Sie erhalten diese Nachricht, weil Sie im Wiki veröffentlichen und die Person, die den Artikel angelegt hat, nicht mehr im Wiki schreibt.',
          ]),
    ],
    action: { label: 'Rückmeldungen ansehen', url: p.url },
    afterAction: ['Wenn Sie auf diese E-Mail antworten, erreicht Ihre Antwort die Person direkt.'],
    company: p.company,
  });
}

/** The double opt-in's mail: the link that confirms a newsletter sign-up (decision 043). */
export function newsletterConfirmationMail(p: {
  url: string;
  company: string;
  hours: number;
}): MailContent {
  return render({
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    greeting: 'Guten Tag,',
    paragraphs: [
      `Sie haben sich mit dieser E-Mail-Adresse für den Newsletter von ${p.company} angemeldet. Bitte bestätigen Sie die Anmeldung über den folgenden Link – erst dann schicken wir Ihnen den Newsletter.`,
    ],
    action: { label: 'Anmeldung bestätigen', url: p.url },
    afterAction: [
      `Der Link ist ${p.hours} Stunden gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung erhalten Sie keinen Newsletter, und wir löschen Ihre Adresse nach Ablauf des Links.`,
    ],
    company: p.company,
  });
}

/** After the confirmation: the first mail of the newsletter list, with its unsubscribe link. */
export function newsletterWelcomeMail(p: { unsubscribeUrl: string; company: string }): MailContent {
  return render({
    subject: 'Willkommen beim Newsletter',
    greeting: 'Guten Tag,',
    paragraphs: [
      `vielen Dank: Ihre Anmeldung zum Newsletter von ${p.company} ist bestätigt. Sie erhalten ab jetzt unsere Wochenangebote, Produktneuheiten und Rezeptideen per E-Mail.`,
      'Sie können den Newsletter jederzeit abbestellen – mit dem Link am Ende jeder Ausgabe oder in Ihrem Profil im internen Bereich.',
    ],
    company: p.company,
    unsubscribeUrl: p.unsubscribeUrl,
  });
}
