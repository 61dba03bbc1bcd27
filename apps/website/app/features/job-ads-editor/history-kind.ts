import { JOB_AD_STATUS_LABELS } from '@frischkontor/contract';
import type { HistoryKind } from '~/features/content-editor';

/** The job ads' history page (the wiki's, decision 036): crumbs, links and status names. */
export const JOB_ADS_HISTORY: HistoryKind = {
  base: '/intern/stellen',
  section: 'Stellenanzeigen',
  itemLink: (ad) => `/intern/stellen/${ad.slug}/bearbeiten`,
  viewLink: (ad) =>
    ad.status === 'draft'
      ? { label: 'Vorschau', to: `/intern/stellen/${ad.slug}/vorschau` }
      : { label: 'Auf der Website', to: `/karriere/${ad.slug}` },
  statusLabels: JOB_AD_STATUS_LABELS,
};
