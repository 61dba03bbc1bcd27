// The account menu: one entry for the own profile, the administration by its German name and
// only for those who may open it.
import { testUser } from '@frischkontor/contract/testing';
import { describe, expect, it } from 'vitest';
import { accountLinks } from './account-links';

const handOff = {
  websiteUrl: 'https://www.example.com',
  frontendUrl: 'https://konto.example.com',
  frontendPrefix: '/konto',
};

const user = (permissions: string[]) => testUser({ permissions });

describe('the account menu', () => {
  it('has one entry for the own profile', () => {
    expect(accountLinks(user([]), handOff)).toEqual([
      { kind: 'link', label: 'Intern', to: '/intern' },
      { kind: 'link', label: 'Profil', to: '/intern/profil' },
    ]);
  });

  it('leads to the Verwaltung for those who may open it', () => {
    const hr = user(['system.access.admin.panel', 'app.careers.applications']);
    expect(accountLinks(hr, handOff).at(-1)).toEqual({
      kind: 'link',
      label: 'Verwaltung',
      to: 'https://konto.example.com/konto',
      external: true,
    });
  });
});
