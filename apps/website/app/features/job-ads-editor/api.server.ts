// The job-ad API as HR's pages ask it (decision 036): who may write ads, an ad as the backend
// answers it, reading on the visitor's behalf, and the form's text.
import { can, PERMISSIONS, type JobAdStatus, type WikiPerson } from '@frischkontor/contract';
import type { JobAdFields } from '@frischkontor/contract/job-ads';
import type { ApiClient } from '@frischkontor/helium-client';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { requireRole } from '~/platform/guards/viewer.server';
import { pageNotFound } from '~/platform/errors/not-found';

/** An ad as the backend answers it to HR. */
export interface ApiAd {
  slug: string;
  title: string;
  description: string;
  category: string;
  status: JobAdStatus;
  date: string | null;
  /** A draft's may lack parts (a title alone is a draft). */
  fields:
    (Partial<Omit<JobAdFields, 'contact'>> & { contact?: Partial<JobAdFields['contact']> }) | null;
  body?: string;
  version: number;
  updated_at: string;
  updated_by: WikiPerson | null;
}

export const notFound = (url: URL) => pageNotFound(url.pathname);

/** A save that did not reach the backend: the form stays as it was. */
export const UNAVAILABLE =
  'Die Stellenanzeigen sind gerade nicht erreichbar. Nichts ist verloren: Der Text steht weiter im Formular. Bitte gleich noch einmal versuchen.';

/** Staff with the permission to write ads; for everyone else the page does not exist. */
export async function requireHr(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireRole({ ...args, url }, 'personal');
  if (!can(viewer.user, PERMISSIONS.jobAdsWrite)) throw notFound(url);
  return {
    url,
    publish: can(viewer.user, PERMISSIONS.jobAdsPublish),
    api: backendFor(args.request, args.context),
  };
}

/** A page's data; without a backend the page's 503 with „Erneut versuchen“ (no form is open yet). */
export async function read<T>(api: ApiClient, url: URL, path: string): Promise<T> {
  const answer = await askBackend(url, () => api.get<{ data: T }>(path), { notFound: true });
  return answer.data;
}

/** A text field of a submitted form; empty when absent. */
export function text(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n') : '';
}
