// Each account is told of the administration („Verwaltung“) only what it may open there: HR its
// applications, a user manager the users, an admin everything.
import { testUser } from './testing.ts';
import { describe, expect, it } from 'vitest';
import { administrationSections, ADMIN_SECTIONS } from './administration.ts';
import type { User } from './types.ts';

const user = (permissions: string[]) => testUser({ permissions });

const labels = (u: User, devOutbox = false) =>
  administrationSections(u, { devOutbox }).map((s) => s.label);

describe('what the administration holds for an account', () => {
  it('tells HR of the applications alone', () => {
    const hr = user(['system.access.admin.panel', 'app.careers.applications', 'app.jobs.write']);
    expect(labels(hr)).toEqual(['Bewerbungen']);
  });

  it('tells a user manager of the users, an admin of every section', () => {
    expect(labels(user(['system.access.admin.panel', 'system.view.users']))).toEqual(['Benutzer']);
    const admin = user(['system.admin', 'system.access.admin.panel']);
    expect(labels(admin)).toEqual([
      'Benutzer',
      'Rollen und Rechte',
      'Medien',
      'Bewerbungen',
      'Newsletter',
      'Formulareingänge',
      'Einstellungen',
      'Sicherung',
      'Registrierungsprofile',
      'Protokoll',
    ]);
    expect(labels(admin, true)).toContain('Postausgang (Entwicklung)');
  });

  it('tells marketing of the newsletter subscribers alone', () => {
    const marketing = user([
      'system.access.admin.panel',
      'app.newsletter.subscribers',
      'app.blog.write',
    ]);
    expect(labels(marketing)).toEqual(['Newsletter']);
  });

  it('tells nothing to an account that cannot open it', () => {
    expect(labels(user(['system.view.users']))).toEqual([]);
  });

  it('says what each section is for', () => {
    for (const section of ADMIN_SECTIONS) expect(section.description, section.to).toMatch(/\S/);
  });
});
