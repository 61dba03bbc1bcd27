import {
  INTERNAL_HOME,
  isBlocked,
  isFullyAuthenticated,
  isRestricted,
  loginUrl,
  type AuthState,
} from '@frischkontor/contract';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { env } from '~/config/env.server';
import { BackendUnavailableError } from '@frischkontor/helium-client';
import { authState } from '~/platform/api/session.server';
import type { Refusal } from '~/platform/errors/ErrorPage';
import { passesRoleRule, type RoleRule } from './role-rules';

export interface GuardArgs {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}

export const PROFILE_PATH = '/intern/profil';

/** The backend is down: intranet pages answer 503, never a redirect loop. */
function backendDown(url: URL): never {
  const refusal: Refusal = {
    kind: 'backend-unavailable',
    retryPath: `${url.pathname}${url.search}`,
  };
  throw data(refusal, { status: 503 });
}

async function load(args: GuardArgs): Promise<AuthState> {
  try {
    return await authState(args.request, args.context);
  } catch (error) {
    if (error instanceof BackendUnavailableError) backendDown(args.url);
    throw error;
  }
}

function toLogin(url: URL): never {
  const e = env();
  throw redirect(
    loginUrl(
      {
        websiteUrl: `${e.WEBSITE_URL}${e.WEBSITE_PREFIX}`,
        frontendUrl: e.FRONTEND_URL,
        frontendPrefix: e.FRONTEND_PREFIX,
      },
      `${url.pathname}${url.search}`,
    ),
    302,
  );
}

/** Signed in, 2FA done, not blocked; a restricted account may only see its profile. */
async function requireAccount(args: GuardArgs): Promise<AuthState> {
  const state = await load(args);
  if (!isFullyAuthenticated(state)) toLogin(args.url);
  const user = state.user!;
  if (isBlocked(user)) {
    const refusal: Refusal = { kind: 'blocked', reason: user.blocked_reason ?? null };
    throw data(refusal, { status: 403 });
  }
  if (isRestricted(user) && args.url.pathname !== PROFILE_PATH) throw redirect(PROFILE_PATH, 302);
  return state;
}

function requireRoleRule(rule: RoleRule) {
  return async (args: GuardArgs) => {
    const { user } = await requireAccount(args);
    if (passesRoleRule(user!, rule)) return;
    const refusal: Refusal = { kind: 'forbidden' };
    throw data(refusal, { status: 403 });
  };
}

/** The named middlewares; their outcomes: docs/backend-contract.md#guard-outcomes. */
export const namedMiddlewares = {
  auth: async (args: GuardArgs) => {
    await requireAccount(args);
  },
  guest: async (args: GuardArgs) => {
    let state: AuthState;
    try {
      state = await authState(args.request, args.context);
    } catch (error) {
      // The guest page works without the backend: whoever we cannot check is a guest.
      if (error instanceof BackendUnavailableError) return;
      throw error;
    }
    if (isFullyAuthenticated(state)) throw redirect(INTERNAL_HOME, 302);
  },
  kunde: requireRoleRule('kunde'),
  personal: requireRoleRule('personal'),
  'kunde-oder-personal': requireRoleRule('kunde-oder-personal'),
} satisfies Record<string, (args: GuardArgs) => Promise<void>>;

export type MiddlewareName = keyof typeof namedMiddlewares;

export function isMiddlewareName(name: string): name is MiddlewareName {
  return Object.hasOwn(namedMiddlewares, name);
}
