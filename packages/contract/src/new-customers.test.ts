// One way in for new customers (issue 29): the check of a VAT id, and every page telling the same.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS } from './forms/fields.ts';
import { NEW_CUSTOMER, normalizeVatId, vatIdProblem } from './new-customers.ts';

const pages = join(import.meta.dirname, '../../../apps/website/content/pages');
const pageFiles = readdirSync(pages)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => ({ name, text: readFileSync(join(pages, name), 'utf8') }));

describe('the VAT id (USt-IdNr.)', () => {
  it('is read as people type it', () => {
    expect(normalizeVatId(' de 123.456-789 ')).toBe('DE123456789');
    expect(normalizeVatId('atu/12345678')).toBe('ATU12345678');
  });

  it('needs an EU country prefix, and nine digits after DE', () => {
    expect(vatIdProblem('DE123456789')).toBeNull();
    expect(vatIdProblem('ATU12345678')).toBeNull();
    expect(vatIdProblem('EL123456789')).toBeNull();
    expect(vatIdProblem('123456789')).toBe(
      'Die USt-IdNr. beginnt mit der Länderkennung, z. B. DE123456789.',
    );
    expect(vatIdProblem('US123456789')).toMatch(/^Die USt-IdNr. beginnt mit der Länderkennung/);
    expect(vatIdProblem('DE12345678')).toBe(
      'Eine deutsche USt-IdNr. hat nach „DE“ genau 9 Ziffern, z. B. DE123456789.',
    );
    expect(vatIdProblem('DE12345678X')).toMatch(/genau 9 Ziffern/);
    expect(vatIdProblem('FR1')).toMatch(/2 bis 12 Ziffern oder Buchstaben/);
  });
});

describe('one way in, told the same everywhere', () => {
  it('the contact form has the topic for those who would rather talk first', () => {
    expect(CONTACT_TOPICS).toContain(NEW_CUSTOMER.contactTopic);
  });

  it('every „Kunde werden“ button leads to the registration, not to the contact form', () => {
    const buttons = pageFiles.flatMap(({ name, text }) =>
      [...text.matchAll(/label: (Kunde werden|Kundin oder Kunde werden)\n\s+to: (\S+)/g)].map(
        (m) => `${name}: ${m[2]}`,
      ),
    );
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    expect(buttons.filter((b) => !b.endsWith(': /registrieren'))).toEqual([]);
  });

  it('no page says the sales rep opens the account or asks for papers another way', () => {
    const told =
      /eröffnet Ihr Kundenkonto|eröffnen zuerst ein Kundenkonto|Für die Kontoeröffnung benötigen wir|Über das \[Kontaktformular\]\(\/kontakt\) oder telefonisch/;
    expect(pageFiles.filter((p) => told.test(p.text)).map((p) => p.name)).toEqual([]);
  });
});
