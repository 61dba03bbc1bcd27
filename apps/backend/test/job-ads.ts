// Job ads as HR keeps them, written straight into the job board's store: applications must
// name a real, published ad (SECURITY.md, forms), so the tests that apply need one.
import type { WikiStatus } from '@frischkontor/contract';
import type { ArticleState } from '../src/features/content';
import type { TestServer } from './harness';

/** What an ad keeps beyond its text, as `jobAdFieldsSchema` wants it. */
export const JOB_AD_FIELDS = {
  employmentType: ['Vollzeit'],
  location: 'Hamburg-Rothenburgsort',
  validThrough: '2099-12-31',
  startDate: 'ab sofort',
  hours: '40 Stunden pro Woche, Frühschicht',
  offer: ['Unbefristeter Vertrag nach Tarif', '30 Tage Urlaub'],
  tasks: ['Frischware annehmen und Temperaturen prüfen', 'Ware einlagern'],
  profile: ['Erfahrung im Lager', 'Staplerschein'],
  contact: {
    name: 'Svenja Marquardt',
    role: 'Personalreferentin',
    phone: '040 66969-151',
    email: 'karriere@hallberg-frischdienst.example',
  },
};

/** The ad the form tests apply for (the title the mails and HR's list show). */
export const WAREHOUSE_AD = {
  slug: 'lagermitarbeiter-warenannahme',
  title: 'Lagermitarbeiter/Warenannahme (m/w/d)',
};

export async function addJobAd(
  server: TestServer,
  {
    slug,
    title,
    status = 'published',
    validThrough,
  }: { slug: string; title: string; status?: WikiStatus; validThrough?: string },
) {
  return server.backend.jobAds.create(
    slug,
    {
      title,
      description: `${title} in Hamburg`,
      // Job ads keep their field of work as the category (decision 036).
      category: 'Lager & Logistik' as ArticleState['category'],
      tags: [],
      banner_media_id: null,
      status,
      visibility: null,
      pinned: false,
      body: '## Ihr Arbeitsplatz\n\nDirekt an der Kühlhalle.',
      date: '2026-11-02',
      banner_alt: null,
      byline: null,
      fields: validThrough ? { ...JOB_AD_FIELDS, validThrough } : JOB_AD_FIELDS,
    },
    { userId: null, note: 'Test' },
  );
}
