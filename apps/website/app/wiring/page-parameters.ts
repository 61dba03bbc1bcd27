// The query parameters that change a public page. The server keeps each page once per path
// and these parameters only (decision 012): `?utm_campaign=…` and made-up parameters neither
// make a new copy nor push the pre-rendered pages out.
import { JOB_AD_FILTER_PARAMS } from '~/features/job-ads';
import { CATALOGUE_FILTER_PARAMS } from '~/features/media';

const PAGE_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  '/karriere': JOB_AD_FILTER_PARAMS,
  '/foodservice/rezepte': CATALOGUE_FILTER_PARAMS,
};

export function pageParameters(path: string): readonly string[] {
  return Object.hasOwn(PAGE_PARAMETERS, path) ? (PAGE_PARAMETERS[path] ?? []) : [];
}
