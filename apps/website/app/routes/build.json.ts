import { buildId } from '~/platform/document/build-id.server';

/** The browser asks this to learn whether a newer build is deployed. */
export function loader() {
  return Response.json({ buildId: buildId() }, { headers: { 'Cache-Control': 'no-store' } });
}
