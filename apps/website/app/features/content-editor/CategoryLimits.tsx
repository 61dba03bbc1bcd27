import { CheckboxGroup } from '@frischkontor/design';
import type { WikiCategoryInfo } from '@frischkontor/contract';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { CategoryActionResult } from './types';

/** One category: its roles as checkboxes (none ticked: all staff) and a save button. */
function CategoryLimit({ category, roles }: { category: WikiCategoryInfo; roles: string[] }) {
  const fetcher = useFetcher<CategoryActionResult>();
  const id = useId();
  const answer = fetcher.data;
  return (
    <li className="card">
      <fetcher.Form method="post">
        <input type="hidden" name="slug" value={category.slug} />
        <fieldset aria-describedby={`${id}-jetzt`}>
          <legend className="text-lg font-semibold">{category.name}</legend>
          <p id={`${id}-jetzt`} className="mt-1 text-sm text-ink-soft">
            {category.visibility
              ? `Jetzt: nur ${category.visibility.join(', ')}`
              : 'Jetzt: alle Mitarbeitenden'}
          </p>
          <CheckboxGroup
            name="rolle"
            options={roles}
            checked={category.visibility ?? []}
            columns="[--fit-min:10rem]"
          />
        </fieldset>
        <button
          type="submit"
          className="btn btn-primary btn-sm mt-4"
          disabled={fetcher.state !== 'idle'}
          aria-label={`Speichern: ${category.name}`}
        >
          Speichern
        </button>
        <p role={answer && !answer.ok ? 'alert' : 'status'} className="mt-2 text-sm">
          {fetcher.state === 'idle' && answer ? answer.message : ''}
        </p>
      </fetcher.Form>
    </li>
  );
}

/**
 * Who may read each category of the wiki (decision 035): for wiki admins. A category without a
 * ticked role is open to all staff; with roles, its articles are read only by holders of one of
 * them and by wiki admins.
 */
export function CategoryLimits({
  categories,
  roles,
}: {
  categories: WikiCategoryInfo[];
  roles: string[];
}) {
  return (
    <ul className="mt-8 grid-fit gap-4 [--fit-min:20rem]">
      {categories.map((category) => (
        <CategoryLimit key={category.slug} category={category} roles={roles} />
      ))}
    </ul>
  );
}
