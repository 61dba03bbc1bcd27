import { EMPTY_DETAILS, type MediaDetails } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import {
  arrangeOffers,
  catalogueFilter,
  categoriesOf,
  filterCatalogue,
  resultLine,
} from './catalogues';
import type { MediaEntry } from './types';

function entry(title: string, details: Partial<MediaDetails> = {}): MediaEntry {
  return {
    id: title,
    name: `${title}.pdf`,
    title,
    details: { ...EMPTY_DETAILS, title, ...details },
    isFolder: false,
    mimeType: 'application/pdf',
    extension: 'pdf',
    size: 1000,
    updatedAt: '2026-11-01T00:00:00Z',
    href: null,
    thumbnail: null,
  };
}

describe('arrangeOffers', () => {
  const week = (n: number, from: string, until: string) =>
    entry(`KW ${n}`, { valid_from: from, valid_until: until });
  const flyers = [
    week(46, '2026-11-09', '2026-11-14'),
    week(48, '2026-11-23', '2026-11-28'),
    week(49, '2026-11-30', '2026-12-05'),
    week(47, '2026-11-16', '2026-11-21'),
    entry('Weihnachtsflyer'),
  ];

  it('puts what is valid today first, then what starts later, and the ended ones newest first', () => {
    const shelves = arrangeOffers(flyers, '2026-11-28');
    expect(shelves.current.map((f) => f.title)).toEqual(['KW 48', 'Weihnachtsflyer']);
    expect(shelves.upcoming.map((f) => f.title)).toEqual(['KW 49']);
    expect(shelves.archive.map((f) => f.title)).toEqual(['KW 47', 'KW 46']);
  });

  it('on Sunday the week’s flyer has ended and next week’s is ahead', () => {
    const shelves = arrangeOffers(flyers, '2026-11-29');
    expect(shelves.current.map((f) => f.title)).toEqual(['Weihnachtsflyer']);
    expect(shelves.upcoming.map((f) => f.title)).toEqual(['KW 49']);
    expect(shelves.archive[0]?.title).toBe('KW 48');
  });
});

describe('filterCatalogue', () => {
  const recipes = [
    entry('Labskaus', {
      category: 'Hauptgericht',
      allergens: ['Eier', 'Fisch'],
      ingredients: ['Rote Bete', 'Rollmöpse'],
    }),
    entry('Quiche Lorraine', {
      category: 'Kleine Gerichte',
      allergens: ['Milch', 'Eier'],
      ingredients: ['Kochschinken'],
    }),
    entry('Coq au Vin', { category: 'Hauptgericht', allergens: ['Sellerie'] }),
  ];
  const filter = (query: string) =>
    filterCatalogue(recipes, catalogueFilter(new URL(`https://x.example/?${query}`))).map(
      (r) => r.title,
    );

  it('finds by title and ingredient, every word, umlauts folded', () => {
    expect(filter('suche=rollmoepse')).toEqual(['Labskaus']);
    expect(filter('suche=ROTE+bete')).toEqual(['Labskaus']);
    expect(filter('suche=quiche+bete')).toEqual([]);
  });

  it('filters by category and leaves out what contains an allergen to avoid', () => {
    expect(filter('kategorie=Hauptgericht')).toEqual(['Coq au Vin', 'Labskaus']);
    expect(filter('ohne=Eier')).toEqual(['Coq au Vin']);
    expect(filter('ohne=Sellerie&ohne=Fisch')).toEqual(['Quiche Lorraine']);
    // An unknown allergen is no filter at all.
    expect(filter('ohne=Nüsse')).toHaveLength(3);
  });

  it('lists the categories in the given order, unknown ones after', () => {
    const more = [...recipes, entry('Crêpes', { category: 'Süßes vom Blech' })];
    expect(categoriesOf(more, ['Kleine Gerichte', 'Hauptgericht', 'Dessert'])).toEqual([
      'Kleine Gerichte',
      'Hauptgericht',
      'Süßes vom Blech',
    ]);
  });
});

describe('resultLine', () => {
  it('counts in the nominative, and in the dative after „von“', () => {
    expect(resultLine(7, 7, 'Rezept', 'Rezepte')).toBe('7 Rezepte');
    expect(resultLine(1, 1, 'Rezept', 'Rezepte')).toBe('1 Rezept');
    expect(resultLine(4, 7, 'Rezept', 'Rezepte')).toBe('4 von 7 Rezepten');
  });
});
