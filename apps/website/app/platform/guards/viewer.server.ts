// The one guard idiom: the named middlewares of the access table and the loaders call the same
// `requireViewer`/`requireRole`, which return the typed account or throw the guard's outcome
// (docs/backend-contract.md#guard-outcomes). The first call puts the viewer into the router
// context; later calls in the same request read it from there.
import {
  accountStatus,
  GUEST,
  INTERNAL_HOME,
  isFullyAuthenticated,
  loginUrl,
} from '@frischkontor/contract';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { handOffConfig } from '~/config/env.server';
import { askBackend, backendDown } from '~/platform/api/ask-backend.server';
import { authState } from '~/platform/api/session.server';
import { viewerContext, type Viewer } from '~/platform/context/viewer';
import type { Refusal } from '~/platform/errors/refusal';
import { passesRoleRule, type RoleRule } from './role-rules';

/** What a guard needs of a middleware's or a loader's arguments. */
export interface GuardArgs {
  request: Request;
  /** The page's address (without React Router's `.data` suffix). */
  url: URL;
  context: Readonly<RouterContextProvider>;
}

export const PROFILE_PATH = '/intern/profil';

function toLogin(url: URL): never {
  throw redirect(loginUrl(handOffConfig(), `${url.pathname}${url.search}`), 302);
}

/**
 * The signed-in account of this request: 2FA done, not blocked; a restricted account only on
 * its profile. Anyone else gets the guard's outcome: the sign-in, 403, or the profile.
 */
export async function requireViewer(args: GuardArgs): Promise<Viewer> {
  const known = args.context.get(viewerContext);
  if (known) return known;
  const state = await askBackend(args.url, () => authState(args.request, args.context), {
    unavailable: () => backendDown(args.url, 'sign-in'),
  });
  const status = accountStatus(state.user, state.session);
  if (!state.user || status === 'guest' || status === 'two-factor') toLogin(args.url);
  const user = state.user;
  if (status === 'blocked') {
    const refusal: Refusal = { kind: 'blocked', reason: user.blocked_reason ?? null };
    throw data(refusal, { status: 403 });
  }
  if (status !== 'active' && args.url.pathname !== PROFILE_PATH) throw redirect(PROFILE_PATH, 302);
  const viewer: Viewer = { user, session: state.session };
  (args.context as RouterContextProvider).set(viewerContext, viewer);
  return viewer;
}

/** The viewer, if a role rule lets them in (admins always); otherwise 403. */
export async function requireRole(args: GuardArgs, rule: RoleRule): Promise<Viewer> {
  const viewer = await requireViewer(args);
  if (passesRoleRule(viewer.user, rule)) return viewer;
  // The refused page still shows who is signed in, and the way back (issue 29).
  const refusal: Refusal = {
    kind: 'forbidden',
    auth: { user: viewer.user, session: viewer.session },
  };
  throw data(refusal, { status: 403 });
}

/** The named middlewares of the access table; their outcomes: docs/backend-contract.md#guard-outcomes. */
export const namedMiddlewares = {
  auth: async (args: GuardArgs) => {
    await requireViewer(args);
  },
  guest: async (args: GuardArgs) => {
    // The guest page works without the backend: whoever we cannot check is a guest.
    const state = await askBackend(args.url, () => authState(args.request, args.context), {
      unavailable: () => GUEST,
    });
    if (isFullyAuthenticated(state)) throw redirect(INTERNAL_HOME, 302);
  },
  kunde: async (args: GuardArgs) => {
    await requireRole(args, 'kunde');
  },
  personal: async (args: GuardArgs) => {
    await requireRole(args, 'personal');
  },
  'kunde-oder-personal': async (args: GuardArgs) => {
    await requireRole(args, 'kunde-oder-personal');
  },
} satisfies Record<string, (args: GuardArgs) => Promise<void>>;

export type MiddlewareName = keyof typeof namedMiddlewares;

export function isMiddlewareName(name: string): name is MiddlewareName {
  return Object.hasOwn(namedMiddlewares, name);
}
