// The migrations' frozen copies give what the live code gives today. Should the live code
// change, this fails on purpose: the shipped migration keeps the old behaviour, so record the
// divergence here (expect the difference) and leave the copy as it is.
import { withoutGenderTail as liveWithoutGenderTail } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { searchTextOf as liveSearchTextOf } from '../../accounts/account';
import { SEED_SYNONYMS as LIVE_SEED_SYNONYMS } from '../../features/wiki/seed-synonyms';
import { foldedName as liveFoldedName, searchForms as liveSearchForms } from '../../text/fold';
import { foldedName, searchForms, searchTextOf } from './2026_11_010_german_folding';
import { SEED_SYNONYMS } from './2026_11_014_wiki_synonyms';
import { withoutGenderTail } from './2026_11_018_job_ad_addresses';

const NAMES = [
  'Müller',
  'Mueller',
  'RINDERHÜFTE  mit   Knochen',
  'Straße Größe Ölmühle',
  'Crème brûlée, Açaí',
  '  Ærø ÅØ ǅ ﬁ  ',
  '',
  'Übersicht Angebote Frühjahr 2026.pdf',
  'ä'.repeat(300),
];

describe('the frozen copies of the migrations', () => {
  it('fold names as the live folding does (2026_11_010_german_folding)', () => {
    for (const name of NAMES) {
      expect(searchForms(name), name).toBe(liveSearchForms(name));
      expect(searchForms(name, 20), name).toBe(liveSearchForms(name, 20));
      expect(foldedName(name), name).toBe(liveFoldedName(name));
    }
    const people = [
      { firstname: 'Jürgen', lastname: 'Müßig', company: 'Bäckerei Größe', customer_number: 'K-1' },
      { firstname: 'Ana', lastname: 'Mueller', company: null, customer_number: null },
      { firstname: 'Zoë', lastname: 'Ørsted' },
    ];
    for (const person of people)
      expect(searchTextOf(person), person.lastname).toBe(liveSearchTextOf(person));
  });

  it('start the synonym list as the wiki feature holds it (2026_11_014_wiki_synonyms)', () => {
    expect(SEED_SYNONYMS).toEqual(LIVE_SEED_SYNONYMS);
  });

  it('drop the gender marker as the contract does (2026_11_018_job_ad_addresses)', () => {
    for (const slug of [
      'lagermitarbeiter-m-w-d',
      'fahrer-w-m-d',
      'koch-m-w-x',
      'buchhalter-m-f-d',
      'verkaeufer-m-w',
      'tour-d-m',
      'm-w-d',
      'lkw-fahrer-ce',
      'mitarbeiter-m-m-w',
      'fahrer',
    ])
      expect(withoutGenderTail(slug), slug).toBe(liveWithoutGenderTail(slug));
  });
});
