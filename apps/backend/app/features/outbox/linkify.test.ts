import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify (dev outbox mails)', () => {
  it('turns the verification address into a link and keeps the text around it', () => {
    const url =
      'http://localhost:8000/api/email/verify/9/abc?expires=1&intended=http%3A%2F%2Flocalhost%3A3000%2Fintern&signature=x';
    expect(
      linkify(`E-Mail-Adresse bestätigen:\n${url}\n\nDer Link ist 60 Minuten gültig.`),
    ).toEqual([
      { type: 'text', value: 'E-Mail-Adresse bestätigen:\n' },
      { type: 'link', href: url },
      { type: 'text', value: '\n\nDer Link ist 60 Minuten gültig.' },
    ]);
  });

  it('leaves trailing punctuation outside the link', () => {
    expect(linkify('Siehe https://example.com/a.')).toEqual([
      { type: 'text', value: 'Siehe ' },
      { type: 'link', href: 'https://example.com/a' },
      { type: 'text', value: '.' },
    ]);
  });

  it('links nothing but http(s)', () => {
    expect(linkify('javascript:alert(1) und mailto:a@example.com')).toEqual([
      { type: 'text', value: 'javascript:alert(1) und mailto:a@example.com' },
    ]);
  });
});
