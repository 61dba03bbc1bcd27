import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { CategoryLimits } from '~/features/content-editor';
import { wikiCategoriesAction, wikiCategoriesLoader } from '~/features/content-editor/index.server';
import type { Route } from './+types/wiki.kategorien';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = wikiCategoriesLoader;
export const action = wikiCategoriesAction;

export default function WikiCategories({ loaderData }: Route.ComponentProps) {
  const { categories, roles } = loaderData;
  return (
    <main>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Wiki', to: '/intern/wiki' },
          { label: 'Kategorien' },
        ]}
      />
      <h1 className="mt-4 text-3xl sm:text-4xl">Wer sieht welche Kategorie?</h1>
      <div className="mt-3 max-w-3xl space-y-2 text-ink-soft">
        <p>
          Eine Kategorie ohne Haken lesen alle Mitarbeitenden. Setzt du Haken, lesen ihre Artikel
          nur noch Personen mit einer dieser Rollen – und Wiki-Administratoren. Für alle anderen
          verschwindet die Kategorie mit ihren Artikeln aus dem Wiki, der Suche und den Listen.
        </p>
        <p>
          Hat ein Artikel selbst eine Grenze, muss man beide erfüllen. Die Änderung gilt sofort.{' '}
          <Link to="/intern/wiki" className="link">
            Zurück zum Wiki
          </Link>
        </p>
      </div>
      <CategoryLimits categories={categories} roles={roles} />
    </main>
  );
}
