// Mails to the admins about accounts: registered, verified, deleted.
import { BUSINESS_PROOF_LABELS, formatDate, formatDateTime } from '@frischkontor/contract';
import { greet, render, type MailContent } from './layout';

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
      `ein Konto wurde am ${formatDateTime(p.when)} von seiner Inhaberin oder seinem Inhaber gelöscht. Alle Sitzungen sind beendet, eine Anmeldung ist nicht mehr möglich. Unter Benutzer (Zustand „gelöscht“) können Sie es bis zum ${formatDate(p.restorableUntil)} wiederherstellen; danach werden seine Daten endgültig entfernt.`,
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
      `Ihr Konto wurde am ${formatDateTime(p.when)} ${p.byAdmin ? 'von unserer Verwaltung gelöscht' : 'auf Ihren Wunsch gelöscht'}. Alle Sitzungen sind beendet; eine Anmeldung ist nicht mehr möglich. Bis zum ${formatDate(p.restorableUntil)} kann unsere Verwaltung das Konto auf Ihre Bitte wiederherstellen; danach werden Ihre Angaben endgültig entfernt.`,
      p.byAdmin
        ? 'Wenn Sie Fragen dazu haben oder das Konto weiter nutzen möchten, antworten Sie bitte auf diese E-Mail.'
        : 'Wenn Sie das nicht veranlasst haben, antworten Sie bitte sofort auf diese E-Mail.',
    ],
    company: p.company,
  });
}
