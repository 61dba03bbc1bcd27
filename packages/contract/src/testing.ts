// For tests in every app: a signed-in person as the backend describes one (`GET /api/user`),
// verified and approved, with the roles and permissions a test names.
import type { User } from './types.ts';

export function testUser({
  roles = [],
  permissions = [],
}: { roles?: string[]; permissions?: string[] } = {}): User {
  return {
    id: 1,
    email: 'a@example.com',
    name: 'A',
    email_verified_at: '2026-01-01',
    enabled_at: '2026-01-01',
    blocked_at: null,
    permissions,
    roles: roles.map((name, id) => ({ id, name })),
  };
}
