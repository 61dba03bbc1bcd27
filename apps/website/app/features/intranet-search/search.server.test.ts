import type { User } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { kindsFor, type IntranetDocument } from './documents.server';
import { intranetIndex, searchIndex } from './search.server';

const user = (...roles: string[]) =>
  ({ roles: roles.map((name, id) => ({ id, name })), permissions: [] }) as unknown as User;

const doc = (d: Partial<IntranetDocument> & Pick<IntranetDocument, 'kind' | 'id' | 'title'>) => ({
  href: `/${d.id}`,
  facts: '',
  keywords: '',
  description: '',
  text: '',
  ...d,
});

describe('the intranet’s one search', () => {
  it('searches each kind only for whom its page is: customers never staff content', () => {
    expect(kindsFor(user('Kunde'))).toEqual(['specification', 'offer', 'news']);
    expect(kindsFor(user('Personal'))).toEqual([
      'wiki',
      'document',
      'specification',
      'offer',
      'news',
      'colleague',
    ]);
    expect(kindsFor(user())).toEqual([]);
  });

  it('puts a colleague first when the query asks for a person, without the asking words', () => {
    const built = intranetIndex([
      doc({
        kind: 'wiki',
        id: 'lieferanten',
        title: 'Lieferantenbewertung',
        text: 'Die Qualitätssicherung bewertet Lieferanten. Ansprechpartner ist die QS.',
      }),
      doc({
        kind: 'colleague',
        id: 'qs@example.com',
        title: 'Jan Petersen',
        keywords: 'Abteilung Qualitätssicherung Leiter Qualitätssicherung',
      }),
    ]);
    const ids = (q: string) => searchIndex(built, q).hits.map((h) => h.id);
    expect(ids('qualitätssicherung ansprechpartner')[0]).toBe('qs@example.com');
    expect(ids('qualitätssicherung lieferanten')[0]).toBe('lieferanten');
  });

  it('a word naming a kind asks for that kind first, typed with one typo too', () => {
    const built = intranetIndex([
      doc({
        kind: 'wiki',
        id: 'flyer',
        title: 'Wochenangebote planen',
        text: 'Die Wochenangebote plant der Einkauf bis Mittwoch.',
      }),
      doc({ kind: 'offer', id: 'kw49', title: 'Angebote KW 49', keywords: 'Wochenangebote' }),
    ]);
    const first = (q: string) => searchIndex(built, q).hits[0]?.id;
    expect(first('wochenangebote')).toBe('kw49');
    expect(first('wochenangbote')).toBe('kw49');
    expect(first('wochenangebote planen')).toBe('flyer');
  });

  it('names each hit by kind and id, filters by kind, and never returns what it was not given', () => {
    const built = intranetIndex([
      doc({ kind: 'offer', id: 'kw49', title: 'Angebote KW 49', prior: 1 }),
      doc({ kind: 'offer', id: 'kw48', title: 'Angebote KW 48', prior: 0.8 }),
      doc({ kind: 'specification', id: '10234', title: 'Rinderhüfte Kernstück' }),
    ]);
    expect(searchIndex(built, 'angebote').hits.map((h) => h.id)).toEqual(['kw49', 'kw48']);
    expect(searchIndex(built, 'rinderhüfte', { kind: 'offer' }).hits).toEqual([]);
    expect(searchIndex(built, 'rinderhuefte').hits[0]).toMatchObject({
      kind: 'specification',
      id: '10234',
      href: '/10234',
    });
    expect(searchIndex(built, 'urlaubsantrag').hits).toEqual([]);
  });

  it('answers „wer macht …“ with the people of the department the best article lies in', () => {
    const built = intranetIndex([
      doc({
        kind: 'wiki',
        id: 'lohn',
        title: 'Lohnabrechnung lesen',
        area: 'HR / Buchhaltung',
        text: 'Die Lohnabrechnung kommt am Monatsende.',
      }),
      doc({ kind: 'colleague', id: 'fibu@example.com', title: 'Bea Buch', area: 'Buchhaltung' }),
      doc({ kind: 'colleague', id: 'hr@example.com', title: 'Svenja M.', area: 'Personal' }),
      doc({ kind: 'colleague', id: 'lager@example.com', title: 'Lena L.', area: 'Lager' }),
    ]);
    const ids = (q: string) => searchIndex(built, q).hits.map((h) => h.id);
    expect(ids('wer macht die lohnabrechnung')).toEqual([
      'hr@example.com',
      'fibu@example.com',
      'lohn',
    ]);
    expect(ids('lohnabrechnung')).toEqual(['lohn']);
  });

  it('counts a date’s name in the title as the title’s word („Inventur am 31. Dezember“)', () => {
    const built = intranetIndex([
      doc({
        kind: 'wiki',
        id: 'inventur',
        title: 'Inventur im Lager',
        text: 'Die Inventur ist jedes Jahr am 31.12. und dauert bis in den Abend hinein, mit Listen.',
      }),
      doc({ kind: 'news', id: 'silvester', title: 'Inventur am 31. Dezember' }),
    ]);
    expect(searchIndex(built, 'inventur silvester').hits[0]?.id).toBe('silvester');
  });
});
