// The vCard of a colleague (RFC 6350): escaped text, folded lines that never split a character,
// CRLF, the extension as a whole number, the mobile number only when the directory gives it.
import type { DirectoryPerson } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { extensionNumber, telHref } from './phone';
import { escapeText, foldLine, vcardFilename, vcardOf } from './vcard';

const company = {
  legalName: 'Hallberg Frischdienst GmbH & Co. KG',
  switchboard: { display: '040 66969-100', href: 'tel:+494066969100' },
};

const lena: DirectoryPerson = {
  id: 7,
  name: 'Lena Lehmann',
  firstname: 'Lena',
  lastname: 'Lehmann',
  salutation: 'Frau',
  department: 'Lager & Logistik',
  job_title: 'Schichtleiterin, Kommissionierung; Früh',
  location: 'Lüneburg (Niederlassung)',
  email: 'leser@example.com',
  phone: null,
  phone_extension: '520',
  mobile: '0152 31234567',
  articles: [],
};

describe('a colleague’s vCard', () => {
  it('escapes backslash, comma, semicolon and line breaks', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  it('folds at 75 octets without splitting an umlaut', () => {
    const line = `NOTE:${'ä'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('FN:Kurz')).toBe('FN:Kurz');
  });

  it('is a vCard 4.0 with name, organisation, title, e-mail, extension and mobile', () => {
    const card = vcardOf(lena, company);
    expect(card.endsWith('\r\n')).toBe(true);
    expect(card.split('\r\n').filter(Boolean)).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Lena Lehmann',
      'N:Lehmann;Lena;;Frau;',
      'ORG:Hallberg Frischdienst GmbH & Co. KG;Lager & Logistik',
      'TITLE:Schichtleiterin\\, Kommissionierung\\; Früh',
      'EMAIL;TYPE=work:leser@example.com',
      'TEL;VALUE=uri;TYPE="work,voice":tel:+494066969520',
      'TEL;VALUE=uri;TYPE="cell,voice":tel:+4915231234567',
      'NOTE:Standort: Lüneburg (Niederlassung)',
      'END:VCARD',
    ]);
  });

  it('leaves out what the directory does not give: no mobile without consent, no title', () => {
    const card = vcardOf(
      { ...lena, mobile: null, job_title: null, department: null, salutation: 'divers' },
      company,
    );
    expect(card).not.toContain('cell');
    expect(card).not.toContain('TITLE');
    expect(card).toContain('N:Lehmann;Lena;;;\r\n');
    expect(card).toContain('ORG:Hallberg Frischdienst GmbH & Co. KG\r\n');
  });

  it('names the file after the person in plain letters', () => {
    expect(vcardFilename({ id: 3, firstname: 'Jürgen', lastname: 'Müßig' })).toBe(
      'muessig-juergen.vcf',
    );
    expect(vcardFilename({ id: 3, firstname: '', lastname: '' })).toBe('person-3.vcf');
  });
});

describe('phone numbers', () => {
  it('makes the extension a whole number of the switchboard', () => {
    expect(extensionNumber('214', company.switchboard)).toEqual({
      display: '040 66969-214',
      href: 'tel:+494066969214',
    });
    expect(extensionNumber(null, company.switchboard)).toBeNull();
    expect(extensionNumber('21a', company.switchboard)).toBeNull();
    expect(extensionNumber('214', { display: '040 669690', href: 'tel:+4940669690' })).toBeNull();
  });

  it('writes typed numbers as tel: links in international form', () => {
    expect(telHref('0171 / 44 55 667')).toBe('tel:+491714455667');
    expect(telHref('+49 (40) 123456')).toBe('tel:+4940123456');
    expect(telHref('0043 1 234567')).toBe('tel:+431234567');
  });
});
