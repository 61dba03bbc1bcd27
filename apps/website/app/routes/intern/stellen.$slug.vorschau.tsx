import { Link } from 'react-router';
import { JobAd } from '~/features/job-ads';
import { jobAdPreviewLoader } from '~/features/job-ads-editor/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/stellen.$slug.vorschau';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = jobAdPreviewLoader;

// The saved ad as the job board shows it, without the application form.
export default function JobAdPreview({ loaderData }: Route.ComponentProps) {
  const { job, statusLabel, missing } = loaderData;
  return (
    <>
      <div role="note" className="alert alert-info mb-6">
        <p>
          <strong>Vorschau</strong> ({statusLabel}): So erscheint die gespeicherte Fassung auf der
          Karriereseite.{' '}
          <Link to={`/intern/stellen/${job.slug}/bearbeiten`} className="link">
            Zurück zum Bearbeiten
          </Link>
        </p>
        {missing && <p className="mt-2">Zum Veröffentlichen fehlen noch: {missing}.</p>}
      </div>
      <JobAd job={job} started="" preview />
    </>
  );
}
