import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF_MS } from './queue';
import {
  blockedMail,
  contactInternalMail,
  passwordResetMail,
  twoFactorDisabledMail,
  verificationMail,
} from './templates';

describe('mail templates', () => {
  it('writes German text and HTML from the same content', () => {
    const mail = verificationMail({
      name: 'Rita Rehberg',
      url: 'http://localhost:8000/api/email/verify/1/x?a=1&b=2',
      company: 'Hallberg Frischdienst',
    });
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Guten Tag Rita Rehberg,');
    expect(mail.text).toContain('http://localhost:8000/api/email/verify/1/x?a=1&b=2');
    expect(mail.text).toContain('60 Minuten');
    expect(mail.html).toContain('href="http://localhost:8000/api/email/verify/1/x?a=1&amp;b=2"');
    expect(mail.html).toContain('lang="de"');
    expect(
      passwordResetMail({ name: '', url: 'u', company: 'H' }).text.startsWith('Guten Tag,'),
    ).toBe(true);
  });

  it('escapes what visitors typed', () => {
    const mail = contactInternalMail(
      {
        salutation: null,
        name: '<script>alert(1)</script>',
        company: 'A & B',
        email: 'a@b.de',
        phone: null,
        topic: 'Vertrieb',
        message: 'Zeile 1\n<b>Zeile 2</b>',
      },
      7,
      'Hallberg Frischdienst',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.text).toContain('> <b>Zeile 2</b>');
    expect(mail.subject).toBe('Kontaktanfrage (Vertrieb) von <script>alert(1)</script>, A & B');
  });
});

describe('mail backoff', () => {
  it('names the administration „Verwaltung“, as every screen does', () => {
    const blocked = blockedMail({ name: 'Rita', reason: null, company: 'Hallberg Frischdienst' });
    expect(blocked.text).toContain('Einen Grund hat unsere Verwaltung nicht angegeben.');
    const reset = twoFactorDisabledMail({
      name: 'Rita',
      when: new Date('2026-11-28T10:00:00Z'),
      byAdmin: true,
      company: 'Hallberg Frischdienst',
    });
    expect(reset.text).toContain('von unserer Verwaltung zurückgesetzt');
    for (const mail of [blocked, reset]) expect(mail.text).not.toMatch(/Administration|Admin/);
  });

  it('waits longer after each failure, capped', () => {
    expect(backoffDelay(1, DEFAULT_BACKOFF_MS)).toBe(10_000);
    expect(backoffDelay(2, DEFAULT_BACKOFF_MS)).toBe(30_000);
    expect(backoffDelay(3, DEFAULT_BACKOFF_MS)).toBe(120_000);
    expect(backoffDelay(4, DEFAULT_BACKOFF_MS)).toBe(600_000);
    expect(backoffDelay(19, DEFAULT_BACKOFF_MS)).toBe(3_600_000);
  });
});
