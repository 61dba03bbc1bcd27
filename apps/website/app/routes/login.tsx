import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { loginPage } from './login.server';
import type { Route } from './+types/login';

import { LoginPanel } from '~/features/auth';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = loginPage;

export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <LoginPanel
      loginHref={loaderData.loginHref}
      registerHref={loaderData.registerHref}
      forgotHref={loaderData.forgotHref}
    />
  );
}
