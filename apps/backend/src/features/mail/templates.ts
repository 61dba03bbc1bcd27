// Every e-mail this backend sends: German subject, plain text and simple HTML from one source.

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
  text.push('Freundliche Grüße', layout.company);
  html.push(paragraphHtml(`Freundliche Grüße\n${layout.company}`));
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

export interface ContactMailData {
  salutation: string | null;
  name: string;
  company: string;
  email: string;
  phone: string | null;
  topic: string;
  message: string;
}

export function contactInternalMail(d: ContactMailData, id: number, company: string): MailContent {
  return render({
    subject: `Kontaktanfrage (${d.topic}) von ${d.name}, ${d.company}`,
    greeting: 'Guten Tag,',
    paragraphs: [
      `über das Kontaktformular der Website ist eine neue Anfrage eingegangen (Nr. ${id}).`,
    ],
    details: [
      ['Thema', d.topic],
      ['Anrede', d.salutation ?? '–'],
      ['Name', d.name],
      ['Firma', d.company],
      ['E-Mail', d.email],
      ['Telefon', d.phone ?? '–'],
    ],
    quote: d.message,
    afterAction: [
      'Antworten Sie direkt auf diese E-Mail, um der Absenderin oder dem Absender zu schreiben.',
    ],
    company,
  });
}

export function contactConfirmationMail(d: ContactMailData, company: string): MailContent {
  const name = [d.salutation, d.name].filter(Boolean).join(' ');
  return render({
    subject: `Ihre Anfrage bei ${company}`,
    greeting: greet(name),
    paragraphs: [
      `vielen Dank für Ihre Nachricht zum Thema „${d.topic}“. Wir haben sie erhalten und melden uns in der Regel innerhalb eines Werktags bei Ihnen.`,
      'Zur Erinnerung Ihre Nachricht:',
    ],
    quote: d.message,
    company,
  });
}

export interface ApplicationMailData {
  job_slug: string;
  job_title: string;
  name: string;
  email: string;
  phone: string;
  start_date: string;
  message: string;
  cv_name: string;
}

export function applicationInternalMail(
  d: ApplicationMailData,
  id: number,
  company: string,
): MailContent {
  return render({
    subject: `Bewerbung: ${d.job_title} – ${d.name}`,
    greeting: 'Guten Tag,',
    paragraphs: [
      `über die Karriereseite ist eine neue Bewerbung eingegangen (Nr. ${id}). Der Lebenslauf liegt als Anhang bei.`,
    ],
    details: [
      ['Stelle', d.job_title],
      ['Name', d.name],
      ['E-Mail', d.email],
      ['Telefon', d.phone],
      ['Eintritt ab', d.start_date],
      ['Lebenslauf', d.cv_name],
    ],
    quote: d.message,
    company,
  });
}

export function applicationConfirmationMail(d: ApplicationMailData, company: string): MailContent {
  return render({
    subject: `Ihre Bewerbung als ${d.job_title}`,
    greeting: greet(d.name),
    paragraphs: [
      `vielen Dank für Ihre Bewerbung als ${d.job_title} und Ihr Interesse an ${company}. Ihre Unterlagen sind bei uns eingegangen.`,
      'Wir sehen sie uns sorgfältig an und melden uns innerhalb von zwei Wochen bei Ihnen. Bei Fragen erreichen Sie uns, indem Sie auf diese E-Mail antworten.',
    ],
    company,
  });
}
