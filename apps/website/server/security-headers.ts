// The website's CSP: the server kit's policy with our outside origins (the backend for images
// and API calls, PostHog when configured, the sign-in app for forms).
import { htmlSecurityHeaders as htmlHeaders } from '@frischkontor/server-kit';
import type { Env } from '../app/config/env.server';

export function htmlSecurityHeaders(env: Env, nonce: string, dev = false) {
  const backend = new URL(env.BACKEND_URL).origin;
  return htmlHeaders({
    nonce,
    dev,
    img: [backend],
    connect: [backend, ...(env.POSTHOG_KEY ? [new URL(env.POSTHOG_HOST).origin] : [])],
    formAction: [new URL(env.FRONTEND_URL).origin],
  });
}
