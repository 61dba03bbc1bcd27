// How every mail looks: greeting, paragraphs, facts, closing and the legal sender lines, as
// plain text and simple HTML from one source.
import { legalSenderLines } from '@frischkontor/contract';

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

export function escapeHtml(value: string): string {
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

export function render(layout: Layout): MailContent {
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

export const greet = (name: string) => (name.trim() ? `Guten Tag ${name.trim()},` : 'Guten Tag,');

/** The first line of a mail to a person: with their name when there is one. */
export const mailGreeting = (name: string) => greet(name);
