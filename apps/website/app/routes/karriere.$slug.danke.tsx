import { UNSOLICITED_APPLICATION } from '@frischkontor/contract';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { Container } from '~/components/ui/Container';
import { Icon } from '~/components/ui/Icon';
import { check } from '~/components/ui/icons';
import { site } from '~/config/site';
import { jobAds } from '~/features/job-ads/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/karriere.$slug.danke';
import { pageNotFound } from '~/platform/errors/not-found';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;

export async function loader({ params, url }: LoaderFunctionArgs & { url: URL }) {
  if (params.slug === UNSOLICITED_APPLICATION.slug) {
    return {
      seo: {
        title: 'Vielen Dank für Ihre Bewerbung',
        description: 'Ihre Initiativbewerbung ist angekommen.',
        noindex: true,
      },
      title: UNSOLICITED_APPLICATION.title,
      unsolicited: true,
      contact: { name: 'Unser Personalteam', phone: site.hrPhone.display },
    };
  }
  const job = await jobAds.get(params.slug ?? '');
  if (!job) throw pageNotFound(url.pathname);
  return {
    seo: {
      title: 'Vielen Dank für Ihre Bewerbung',
      description: `Ihre Bewerbung als ${job.meta.title} ist angekommen.`,
      noindex: true,
    },
    title: job.meta.title,
    unsolicited: false,
    contact: job.meta.contact,
  };
}

export default function BewerbungDanke({ loaderData }: Route.ComponentProps) {
  return (
    <main className="flex flex-1 items-center py-16">
      <Container className="max-w-3xl">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-herb-100 text-herb-700">
          <Icon d={check} className="size-8" />
        </span>
        <h1 className="mt-6 text-4xl sm:text-5xl">Vielen Dank für Ihre Bewerbung</h1>
        <p className="mt-5 text-lg text-ink-soft">
          Ihre {loaderData.unsolicited ? '' : 'Bewerbung als '}
          <strong>{loaderData.title}</strong> ist bei uns angekommen; eine Bestätigung ist per
          E-Mail unterwegs. {loaderData.contact.name} meldet sich spätestens nach zehn Arbeitstagen
          bei Ihnen. Fragen vorab beantworten wir gern unter {loaderData.contact.phone}.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/karriere" className="btn btn-primary">
            Weitere Stellen ansehen
          </Link>
          <Link to="/" className="btn btn-secondary">
            Zur Startseite
          </Link>
        </div>
      </Container>
    </main>
  );
}
