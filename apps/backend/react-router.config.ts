import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The sign-in app and the admin panel live under FRONTEND_PREFIX (default /konto).
  basename: '/konto',
  future: {
    // Without it the `middleware` exports are silently ignored and guarded routes render unguarded.
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
