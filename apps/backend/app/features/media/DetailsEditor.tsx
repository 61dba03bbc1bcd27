import { CheckboxGroup } from '@frischkontor/design';
import {
  catalogueOf,
  EU_ALLERGENS,
  PRODUCT_GROUPS,
  RECIPE_CATEGORIES,
  type MediaDetails,
} from '@frischkontor/contract';
import { Field } from '@frischkontor/design';
import { Form } from 'react-router';
import { TextField } from '../../components/ui/Field';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ActionResult } from '../api/results';

/** The form's lists travel as text: tags separated by commas, ingredients one per line. */
export const DETAIL_FIELDS = [
  'title',
  'description',
  'valid_from',
  'valid_until',
  'tags',
  'category',
  'portions',
  'allergens',
  'ingredients',
  'article_no',
] as const;

const HINTS = {
  offers:
    'Der Flyer gilt von … bis … und steht bis dahin unter „Aktuelle Angebote“, danach unter „Frühere Angebote“.',
  recipes:
    'Kategorie, Portionen, Allergene und Zutaten erscheinen auf der Rezeptkarte der Website; nach Titel und Zutaten wird gesucht.',
  specifications:
    'Artikelnummer, Warengruppe und Allergene erscheinen in der Produktliste der Spezifikationen.',
} as const;

/**
 * What visitors read about a file instead of its name: title, description, validity, tags,
 * and for recipes and specifications their catalogue fields (contract `MediaDetails`).
 */
export function DetailsEditor({
  path,
  details,
  result,
}: {
  path: string;
  details: MediaDetails;
  result: ActionResult | undefined;
}) {
  const kind = catalogueOf(path);
  const failed = result?.intent === 'details' && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const value = (field: (typeof DETAIL_FIELDS)[number], stored: string) =>
    failed?.values?.[field] ?? stored;
  const allergens = failed?.values
    ? (failed.values.allergens ?? '').split('\n')
    : (details.allergens as string[]);
  const categories = kind === 'recipes' ? RECIPE_CATEGORIES : PRODUCT_GROUPS;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="path" value={path} />
      {kind && <p className="text-sm text-ink-soft">{HINTS[kind]}</p>}
      <TextField
        label="Titel"
        name="title"
        maxLength={200}
        hint="Leer lassen: Die Website zeigt den Dateinamen ohne Endung."
        defaultValue={value('title', details.title ?? '')}
        error={errors.title}
      />
      <Field label="Beschreibung" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={3}
            maxLength={2000}
            className="input"
            defaultValue={value('description', details.description ?? '')}
          />
        )}
      </Field>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,11rem),1fr))] gap-4">
        <TextField
          label="Gültig ab"
          name="valid_from"
          type="date"
          defaultValue={value('valid_from', details.valid_from ?? '')}
          error={errors.valid_from}
        />
        <TextField
          label="Gültig bis"
          name="valid_until"
          type="date"
          defaultValue={value('valid_until', details.valid_until ?? '')}
          error={errors.valid_until}
        />
      </div>
      {(kind === 'recipes' || kind === 'specifications') && (
        <>
          <TextField
            label={kind === 'recipes' ? 'Kategorie' : 'Warengruppe'}
            name="category"
            list="katalog-kategorien"
            maxLength={80}
            defaultValue={value('category', details.category ?? '')}
            error={errors.category}
          />
          <datalist id="katalog-kategorien">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {kind === 'recipes' ? (
            <TextField
              label="Portionen"
              name="portions"
              maxLength={80}
              hint="Zum Beispiel „10 Portionen“ oder „8 Bleche“."
              defaultValue={value('portions', details.portions ?? '')}
              error={errors.portions}
            />
          ) : (
            <TextField
              label="Artikelnummer"
              name="article_no"
              maxLength={40}
              inputMode="numeric"
              defaultValue={value('article_no', details.article_no ?? '')}
              error={errors.article_no}
            />
          )}
          <fieldset>
            <legend className="font-semibold">Allergene (die 14 Hauptallergene der LMIV)</legend>
            {errors.allergens && <p className="mt-1 text-sm text-brand-700">{errors.allergens}</p>}
            <CheckboxGroup name="allergens" options={EU_ALLERGENS} checked={allergens} />
          </fieldset>
          {kind === 'recipes' && (
            <Field
              label="Zutaten"
              hint="Eine Zutat je Zeile; die Suche der Website findet Rezepte auch nach Zutaten."
              error={errors.ingredients}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="ingredients"
                  rows={6}
                  className="input"
                  defaultValue={value('ingredients', details.ingredients.join('\n'))}
                />
              )}
            </Field>
          )}
        </>
      )}
      <TextField
        label="Schlagwörter"
        name="tags"
        hint="Durch Kommas getrennt, zum Beispiel „Buffet, Saison“."
        defaultValue={value('tags', details.tags.join(', '))}
        error={errors.tags}
      />
      <SubmitButton intent="details" pendingLabel="Wird gespeichert …">
        Angaben speichern
      </SubmitButton>
    </Form>
  );
}
