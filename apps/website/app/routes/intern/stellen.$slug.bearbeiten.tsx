import { useActionData, useSearchParams } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { JobAdForm } from '~/features/job-ads-editor';
import { editorShouldRevalidate } from '~/features/content-editor';
import { jobAdEditAction, jobAdEditLoader } from '~/features/job-ads-editor/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/stellen.$slug.bearbeiten';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = jobAdEditLoader;
export const shouldRevalidate = editorShouldRevalidate;
export const action = jobAdEditAction;

export default function EditJobAd({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const title = (answer?.ok ? answer.ad.draft.title : loaderData.ad?.draft.title) ?? '';
  return (
    <main key={loaderData.ad?.slug}>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Stellenanzeigen', to: '/intern/stellen' },
          { label: title },
        ]}
      />
      <h1 className="mt-4 text-3xl sm:text-4xl">Stellenanzeige bearbeiten</h1>
      <p className="mt-2 text-lg text-ink-soft">{title}</p>
      <JobAdForm {...loaderData} created={params.get('angelegt') === '1'} answer={answer} />
    </main>
  );
}
