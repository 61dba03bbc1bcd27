import type { JobAdStatus } from '@frischkontor/contract';

/** What the form holds: every field as typed, lists one point per line. */
export interface JobAdDraft {
  title: string;
  slug: string;
  description: string;
  category: string;
  date: string;
  employmentType: string[];
  location: string;
  regions: string;
  startDate: string;
  hours: string;
  salaryMin: string;
  salaryMax: string;
  salaryUnit: string;
  validThrough: string;
  body: string;
  tasks: string;
  profile: string;
  offer: string;
  contactName: string;
  contactRole: string;
  contactPhone: string;
  contactEmail: string;
}

/** A saved ad as the editor shows it. */
export interface SavedJobAd {
  slug: string;
  status: JobAdStatus;
  version: number;
  updated_at: string;
  updated_by: string | null;
  draft: JobAdDraft;
}

export type JobAdActionResult =
  | { ok: true; message: string; ad: SavedJobAd }
  | {
      ok: false;
      message: string;
      /** Form field → its message. */
      fields?: Record<string, string>;
      /** What was typed, so nothing is lost. */
      draft?: JobAdDraft;
      /** Another save came first: the ad as it is now. */
      current?: SavedJobAd;
      /** Saved, but not published: the ad as saved (a refused action reloads nothing). */
      ad?: SavedJobAd;
    };
