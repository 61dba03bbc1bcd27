import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Everything here lives under FRONTEND_PREFIX (react-router.config.ts `basename`).
export default [
  layout('routes/auth/layout.tsx', [
    route('auth/login', 'routes/auth/login.tsx'),
    route('auth/register', 'routes/auth/register.tsx'),
    route('auth/check-email', 'routes/auth/check-email.tsx'),
    route('auth/verify-email', 'routes/auth/verify-email.tsx'),
    route('auth/pending', 'routes/auth/pending.tsx'),
    route('auth/blocked', 'routes/auth/blocked.tsx'),
    route('auth/verified', 'routes/auth/verified.tsx'),
    route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
    route('auth/reset-password', 'routes/auth/reset-password.tsx'),
    route('auth/profile', 'routes/auth/profile.tsx'),
    route('auth/logout', 'routes/auth/logout.tsx'),
    route('auth/deleted', 'routes/auth/deleted.tsx'),
  ]),
  route('auth/profile/export', 'routes/auth/profile-export.ts'),
  layout('routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('benutzer', 'routes/admin/users.tsx'),
    route('benutzer/neu', 'routes/admin/user-new.tsx'),
    route('benutzer/export', 'routes/admin/users-export.ts'),
    route('benutzer/:id', 'routes/admin/user.tsx'),
    route('rollen', 'routes/admin/roles.tsx'),
    route('medien', 'routes/admin/media.tsx'),
    route('einstellungen', 'routes/admin/settings.tsx'),
    route('registrierungsprofile', 'routes/admin/registration-profiles.tsx'),
    route('benachrichtigungen', 'routes/admin/notifications.tsx'),
    route('formulare', 'routes/admin/submissions.tsx'),
    route('formulare/:id', 'routes/admin/submission.tsx'),
    route('postausgang', 'routes/admin/outbox.tsx'),
    route('postausgang/:id', 'routes/admin/outbox-mail.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
