// „Meine Daten herunterladen“: the API's copy of the own data (GDPR Art. 15/20) as a file.
import { backendOf } from '../../features/api/index.server';
import { requireSignedIn } from '../../features/auth/guards.server';
import type { Route } from './+types/profile-export';

export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const data = await backendOf(args.context).send<unknown>('GET', '/user/export');
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="meine-daten-${day}.json"`,
    },
  });
}
