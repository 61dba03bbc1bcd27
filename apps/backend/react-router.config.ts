import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The sign-in app and the admin panel live under FRONTEND_PREFIX (default /konto).
  basename: '/konto',
} satisfies Config;
