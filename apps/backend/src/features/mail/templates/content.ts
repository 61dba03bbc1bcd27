// Mails around content: the wiki's review and readers' notes, the newsletter.
import { formatDate } from '@frischkontor/contract';
import { greet, render, type MailContent } from './layout';

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

/** To a person who has not yet confirmed a mandatory item (issue 32, item 2; decision 053). */
export function readingReminderMail(p: {
  name: string;
  /** „den Wiki-Artikel“, „das Dokument“. */
  what: string;
  title: string;
  /** The due date in words. */
  due: string;
  overdue: boolean;
  url: string;
  listUrl: string;
  company: string;
}): MailContent {
  return render({
    subject: p.overdue
      ? `Überfällig: Pflichtlektüre „${p.title}“ bestätigen`
      : `Erinnerung: Pflichtlektüre „${p.title}“ bis ${p.due} bestätigen`,
    greeting: greet(p.name),
    paragraphs: [
      p.overdue
        ? `Sie sollten ${p.what} „${p.title}“ bis ${p.due} lesen und bestätigen; Ihre Bestätigung fehlt noch.`
        : `Bitte lesen Sie ${p.what} „${p.title}“ und bestätigen Sie es bis ${p.due} mit „Gelesen und verstanden“.`,
    ],
    action: { label: 'Jetzt lesen und bestätigen', url: p.url },
    afterAction: [`Alles, was Sie bestätigen sollen, steht unter ${p.listUrl}.`],
    company: p.company,
  });
}

/** To an article's owner when it falls due for review (decision 054): once per due period. */
export function wikiReviewDueMail(p: {
  name: string;
  title: string;
  reviewBy: string;
  url: string;
  company: string;
}): MailContent {
  return render({
    subject: `Bitte prüfen: „${p.title}“`,
    greeting: greet(p.name),
    paragraphs: [
      `Der Wiki-Artikel „${p.title}“, für den Sie verantwortlich sind, sollte bis zum ${formatDate(p.reviewBy)} geprüft werden.`,
      'Stimmt er noch, bestätigen Sie das auf der Seite des Artikels mit „Geprüft, unverändert“. Sonst überarbeiten Sie ihn.',
    ],
    action: { label: 'Artikel öffnen', url: p.url },
    company: p.company,
  });
}

/**
 * To a person watching something that changed (decision 055): sent after a pause, and only
 * when the notification is still unread then.
 */
export function watchMail(p: {
  name: string;
  /** The notification's title: „Geändert: …“, „Neue Mitteilung: …“. */
  subject: string;
  text: string;
  url: string;
  listUrl: string;
  company: string;
}): MailContent {
  return render({
    subject: p.subject,
    greeting: greet(p.name),
    paragraphs: [p.text],
    action: { label: 'Jetzt ansehen', url: p.url },
    afterAction: [
      `Ihre Benachrichtigungen und was Sie beobachten stehen unter ${p.listUrl}. Dort lassen sich diese E-Mails auch abbestellen.`,
    ],
    company: p.company,
  });
}

/** The news' weekly digest (decision 055): the last seven days' unread items for the person. */
export function newsDigestMail(p: {
  name: string;
  items: { title: string; date: string | null; url: string }[];
  listUrl: string;
  settingsUrl: string;
  company: string;
}): MailContent {
  const n = p.items.length;
  return render({
    subject: n === 1 ? 'Eine neue Mitteilung der Woche' : `${n} neue Mitteilungen der Woche`,
    greeting: greet(p.name),
    paragraphs: [
      n === 1
        ? 'diese Mitteilung der letzten sieben Tage haben Sie noch nicht gelesen:'
        : 'diese Mitteilungen der letzten sieben Tage haben Sie noch nicht gelesen:',
      ...p.items.map(
        (item) => `${item.date ? `${formatDate(item.date)}: ` : ''}${item.title} – ${item.url}`,
      ),
    ],
    action: { label: 'Alle Mitteilungen', url: p.listUrl },
    afterAction: [
      `Die wöchentliche Zusammenfassung lässt sich unter ${p.settingsUrl} abbestellen.`,
    ],
    company: p.company,
  });
}
