// The intranet's start page tells an account of the Verwaltung only what it may do there: HR its
// applications, an admin every section; nobody reads „Admin panel“.
import { testUser } from '@frischkontor/contract/testing';
import { ADMIN_SECTIONS, type User } from '@frischkontor/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { administrationOf } from './administration';
import { Administration } from './Administration';

const PANEL = 'https://konto.example.com/konto';

const user = (permissions: string[]) => testUser({ permissions });

const text = (u: User) => {
  const administration = administrationOf(u, PANEL);
  return administration
    ? renderToString(<Administration {...administration} />)
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
    : '';
};

describe('the Verwaltung on the intranet’s start page', () => {
  it('tells HR of the applications, and of nothing it cannot open', () => {
    const hr = user(['system.access.admin.panel', 'app.careers.applications', 'app.jobs.write']);
    const shown = text(hr);
    expect(shown).toContain('Bewerbungen');
    expect(shown).toContain('Verwaltung öffnen');
    for (const other of ['Benutzer', 'Rollen', 'Medien', 'Einstellungen', 'Admin'])
      expect(shown).not.toContain(other);
    expect(administrationOf(hr, PANEL)?.sections).toEqual([
      {
        label: 'Bewerbungen',
        description: ADMIN_SECTIONS.find((s) => s.to === '/bewerbungen')!.description,
        href: `${PANEL}/bewerbungen`,
      },
    ]);
  });

  it('tells an admin of every section', () => {
    const shown = text(user(['system.admin', 'system.access.admin.panel']));
    for (const section of ['Benutzer', 'Rollen und Rechte', 'Medien', 'Einstellungen', 'Protokoll'])
      expect(shown).toContain(section);
  });

  it('is not there for an account that cannot open the Verwaltung', () => {
    expect(administrationOf(user(['app.careers.applications']), PANEL)).toBeNull();
  });
});
