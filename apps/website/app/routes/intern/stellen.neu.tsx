import { useActionData } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { JobAdForm } from '~/features/job-ads-editor';
import { jobAdEditAction, jobAdEditLoader } from '~/features/job-ads-editor/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/stellen.neu';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = jobAdEditLoader;
export const action = jobAdEditAction;

export default function NewJobAd({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <main>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Stellenanzeigen', to: '/intern/stellen' },
          { label: 'Neu' },
        ]}
      />
      <h1 className="mt-4 text-3xl sm:text-4xl">Neue Stellenanzeige</h1>
      <JobAdForm {...loaderData} ad={null} created={false} answer={answer} />
    </main>
  );
}
