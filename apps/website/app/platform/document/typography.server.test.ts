import { describe, expect, it } from 'vitest';
import { germanTypography, typeset } from './typography.server';

const SHY = '\u00ad';
const plain = (s: string) => s.replaceAll(SHY, '|');

describe('German typography', () => {
  it('puts soft hyphens where German words divide', () => {
    expect(plain(typeset('Gemeinschaftsverpflegung'))).toBe('Ge|mein|schafts|ver|pfle|gung');
    expect(plain(typeset('die Lebensmittelinformationsverordnung gilt'))).toBe(
      'die Le|bens|mit|tel|in|for|ma|ti|ons|ver|ord|nung gilt',
    );
    expect(typeset('die Ware für den Tag')).toBe('die Ware für den Tag');
  });

  it('keeps numbers with their units and addresses whole between „@“ and „.“', () => {
    expect(typeset('250 g, 4 °C, 6 bis 18 Uhr, 20 % und 5 €')).toBe(
      '250\u00a0g, 4\u00a0°C, 6 bis 18\u00a0Uhr, 20\u00a0% und 5\u00a0€',
    );
    expect(typeset('Zahl 250 ganz')).toBe('Zahl 250 ganz');
    expect(typeset('unter 040 66969-100 oder')).toBe('unter 040\u00a066969-100 oder');
    expect(typeset('Sie werden')).toBe('Sie werden');
    expect(typeset('karriere@hallberg-frischdienst.example')).toBe(
      'karriere@<wbr>hallberg-frischdienst.<wbr>example',
    );
  });

  it('leaves tags, attributes, entities, scripts and islands alone', () => {
    const html =
      '<title>Gemeinschaftsverpflegung</title><p title="Gemeinschaftsverpflegung">Gemeinschaftsverpflegung &amp; Tierhaltungskennzeichnung</p>' +
      '<script type="application/ld+json">{"name":"Gemeinschaftsverpflegung"}</script>' +
      '<div data-island="header" style="display:contents"><div><span>Gemeinschaftsverpflegung</span></div><p>Fleischgroßhandel</p></div>' +
      '<p>Fleischgroßhandel</p>';
    expect(plain(germanTypography(html))).toBe(
      '<title>Gemeinschaftsverpflegung</title><p title="Gemeinschaftsverpflegung">Ge|mein|schafts|ver|pfle|gung &amp; Tier|hal|tungs|kenn|zeich|nung</p>' +
        '<script type="application/ld+json">{"name":"Gemeinschaftsverpflegung"}</script>' +
        '<div data-island="header" style="display:contents"><div><span>Gemeinschaftsverpflegung</span></div><p>Fleischgroßhandel</p></div>' +
        '<p>Fleisch|groß|han|del</p>',
    );
  });

  it('leaves the names of buttons and labels as written, addresses breakable', () => {
    const html =
      '<p>Die <a href="/x">Lebensmittelinformationsverordnung</a> gilt.</p>' +
      '<label>Ich bin einverstanden<input type="checkbox"/></label><button>Initiativbewerbung</button>' +
      '<a href="mailto:info@hallberg.example">info@hallberg.example</a><p>Tierhaltung</p>';
    expect(plain(germanTypography(html))).toBe(
      '<p>Die <a href="/x">Le|bens|mit|tel|in|for|ma|ti|ons|ver|ord|nung</a> gilt.</p>' +
        '<label>Ich bin einverstanden<input type="checkbox"/></label><button>Initiativbewerbung</button>' +
        '<a href="mailto:info@hallberg.example">info@<wbr>hallberg.<wbr>example</a><p>Tier|hal|tung</p>',
    );
  });

  it('marks the page as typeset', () => {
    expect(germanTypography('<!DOCTYPE html><html lang="de"><body><p>Text</p></body></html>')).toBe(
      '<!DOCTYPE html><html data-typeset lang="de"><body><p>Text</p></body></html>',
    );
  });
});
