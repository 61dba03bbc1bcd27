// Who reads and writes a publication.
import { can } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import { statusOf } from '../../http/guards';
import { type Reader } from '../wiki';
import type { Publication } from './kind';

type Auth = Awaited<ReturnType<AppContext['sessions']['auth']>>;

/** The reader of a publication: anyone; writers and publishers by permission with a full account. */
export function publicationReaderOf(auth: Auth, kind: Pick<Publication, 'permissions'>): Reader {
  const full = !!auth && statusOf(auth) === 'active';
  return {
    userId: auth ? Number(auth.user.id) : 0,
    roleIds: new Set(),
    write: full && can(auth.user, kind.permissions.write),
    publish: full && can(auth.user, kind.permissions.publish),
    admin: false,
    hiddenCategories: new Set(),
  };
}
