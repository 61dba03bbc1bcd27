import type { SessionFlags, User } from '@frischkontor/contract';
import { createContext } from 'react-router';

/** A signed-in account that finished 2FA and is not blocked: whom the guards let through. */
export interface Viewer {
  user: User;
  session: SessionFlags;
}

/** Set by the guards (platform/guards/viewer.server.ts) once they let the request's account in. */
export const viewerContext = createContext<Viewer | null>(null);
