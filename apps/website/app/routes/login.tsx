import { deferUntilInput } from '~/components/ui/deferred';
import { privatePageHeaders } from '~/features/document/cache-headers';
import { pageMeta } from '~/features/seo/meta';
import { loginPage } from './login.server';
import type { Route } from './+types/login';

const LoginPanel = deferUntilInput(() => import('~/features/auth/LoginPanel'));

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
