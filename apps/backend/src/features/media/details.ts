// Catalogue details of a file (contract `MediaDetails`): read from the row, validated on input,
// and searched together with the name.
import { EU_ALLERGENS, type Allergen, type MediaDetails } from '@frischkontor/contract';
import { z } from 'zod';
import type { MediaRow } from '../../db/schema';
import { searchForms } from '../../text/fold';

function list(json: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function detailsOf(row: MediaRow): MediaDetails {
  return {
    title: row.title ?? null,
    description: row.description ?? null,
    valid_from: row.valid_from ?? null,
    valid_until: row.valid_until ?? null,
    tags: list(row.tags),
    category: row.category ?? null,
    portions: row.portions ?? null,
    allergens: list(row.allergens).filter((a): a is Allergen =>
      (EU_ALLERGENS as readonly string[]).includes(a),
    ),
    ingredients: list(row.ingredients),
    article_no: row.article_no ?? null,
  };
}

/** The columns that store `details`. */
export function detailColumns(details: MediaDetails) {
  return {
    title: details.title,
    description: details.description,
    valid_from: details.valid_from,
    valid_until: details.valid_until,
    tags: JSON.stringify(details.tags),
    category: details.category,
    portions: details.portions,
    allergens: JSON.stringify(details.allergens),
    ingredients: JSON.stringify(details.ingredients),
    article_no: details.article_no,
  };
}

/** Name, title, article number, category, tags and ingredients, folded for search. */
export function searchTextOf(row: MediaRow): string {
  const d = detailsOf(row);
  return searchForms(
    [row.name, d.title, d.article_no, d.category, ...d.tags, ...d.ingredients]
      .filter(Boolean)
      .join(' | '),
    8000,
  );
}

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} muss Text sein.` })
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .nullish()
    .transform((v) => v?.normalize('NFC').trim() || null);

const isoDate = (label: string) =>
  z
    .string({ error: `${label}: bitte ein Datum angeben.` })
    .nullish()
    .transform((v, ctx) => {
      const value = v?.trim();
      if (!value) return null;
      const date = new Date(`${value}T00:00:00Z`);
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
        Number.isNaN(date.getTime()) ||
        date.toISOString().slice(0, 10) !== value
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: bitte ein Datum wie 2026-11-23 angeben.`,
        });
        return z.NEVER;
      }
      return value;
    });

const textList = (max: number, itemMax: number, label: string) =>
  z
    .array(
      z.string({ error: `${label}: nur Text.` }).max(itemMax, `${label}: ein Eintrag ist zu lang.`),
      {
        error: `${label}: bitte eine Liste angeben.`,
      },
    )
    .max(max, `${label}: höchstens ${max} Einträge.`)
    .nullish()
    .transform((values) => [
      ...new Set((values ?? []).map((v) => v.normalize('NFC').trim()).filter(Boolean)),
    ]);

export const detailsSchema = z
  .object({
    title: optionalText(200, 'Der Titel'),
    description: optionalText(2000, 'Die Beschreibung'),
    valid_from: isoDate('Gültig ab'),
    valid_until: isoDate('Gültig bis'),
    tags: textList(20, 40, 'Schlagwörter'),
    category: optionalText(80, 'Die Kategorie'),
    portions: optionalText(80, 'Die Portionen'),
    allergens: z
      .array(
        z.enum(EU_ALLERGENS, {
          error: 'Bitte nur Allergene aus der Liste der LMIV wählen.',
        }),
        { error: 'Allergene: bitte eine Liste angeben.' },
      )
      .max(EU_ALLERGENS.length)
      .nullish()
      .transform((values) => EU_ALLERGENS.filter((a) => values?.includes(a))),
    ingredients: textList(60, 120, 'Zutaten'),
    article_no: optionalText(40, 'Die Artikelnummer'),
  })
  .refine((d) => !d.valid_from || !d.valid_until || d.valid_from <= d.valid_until, {
    message: '„Gültig bis“ liegt vor „Gültig ab“.',
    path: ['valid_until'],
  });
