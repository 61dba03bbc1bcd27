import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { JobAdList } from '~/features/job-ads-editor';
import { jobAdListLoader } from '~/features/job-ads-editor/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/stellen._index';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = jobAdListLoader;

// HR's job ads (decision 036): every ad with its status, for those who may write them.
export default function JobAds({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Breadcrumbs items={[{ label: 'Intern', to: '/intern' }, { label: 'Stellenanzeigen' }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">Stellenanzeigen</h1>
        <Link to="/intern/stellen/neu" className="btn btn-primary">
          Neue Stellenanzeige
        </Link>
      </div>
      <p className="mt-3 max-w-3xl text-ink-soft">
        Veröffentlichte Anzeigen stehen wenige Sekunden später auf der{' '}
        <a href="/karriere" className="link">
          Karriereseite
        </a>{' '}
        und bei Google for Jobs. Nach dem Tag „Gültig bis“ oder nach dem Zurückziehen meldet ihre
        Adresse „Diese Stelle ist bereits besetzt“.
        {!loaderData.publish && ' Veröffentlichen kann die Personalabteilung.'}
      </p>
      <JobAdList ads={loaderData.ads} />
    </main>
  );
}
