// The directory's loaders: the guard refuses before the backend is asked; search and department
// go to the backend as the address has them; the extension becomes a whole number; an unknown
// department or a too long search is said; the vCard answers as a file, a wrong name as 404.
import type { DirectoryAnswer } from '@frischkontor/contract';
import { data } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: { path: string; query?: unknown }[] = [];
let refuse = false;

vi.mock('~/platform/guards/viewer.server', () => ({
  requireRole: async () => {
    if (refuse) throw data({ kind: 'forbidden' }, { status: 403 });
    return { user: { id: 1 } };
  },
}));

const person = {
  id: 7,
  name: 'Lena Lehmann',
  firstname: 'Lena',
  lastname: 'Lehmann',
  salutation: 'Frau' as const,
  department: 'Lager & Logistik',
  job_title: 'Schichtleiterin',
  location: 'Lüneburg (Niederlassung)',
  email: 'leser@example.com',
  phone: null,
  phone_extension: '520',
  mobile: null,
  articles: [],
};

vi.mock('~/platform/api/session.server', () => ({
  backendFor: () => ({
    get: async (path: string, query?: unknown) => {
      asked.push({ path, query });
      if (path === '/directory')
        return {
          data: [person],
          meta: { departments: ['Einkauf', 'Lager & Logistik'], total: 5 },
        } satisfies DirectoryAnswer;
      return { data: person };
    },
  }),
}));

const { colleaguesLoader, colleagueVcardLoader } = await import('./colleagues.server');

const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), context: {}, params }) as never;

beforeEach(() => {
  asked.length = 0;
  refuse = false;
});

describe('the staff directory page', () => {
  it('refuses those who are not staff before the backend is asked', async () => {
    refuse = true;
    await expect(colleaguesLoader(args('/intern/mitarbeitende'))).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(
      colleagueVcardLoader(args('/intern/mitarbeitende/7.vcf', { datei: '7.vcf' })),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(asked).toEqual([]);
  });

  it('passes search and department on and shows the extension as a whole number', async () => {
    const page = await colleaguesLoader(
      args('/intern/mitarbeitende?q=%20lena%20%20lehmann&abteilung=Lager+%26+Logistik'),
    );
    expect(asked).toEqual([
      { path: '/directory', query: { q: 'lena lehmann', abteilung: 'Lager & Logistik' } },
    ]);
    expect(page.query).toEqual({ q: 'lena lehmann', abteilung: 'Lager & Logistik' });
    expect(page.people[0]?.extension).toEqual({
      display: '040 66969-520',
      href: 'tel:+494066969520',
    });
    expect(page.notices).toEqual([]);
    expect(page.total).toBe(5);
  });

  it('says when the department is unknown or the search too long', async () => {
    const page = await colleaguesLoader(
      args(`/intern/mitarbeitende?q=${'x'.repeat(120)}&abteilung=Raumfahrt`),
    );
    expect((asked[0]?.query as { q: string }).q).toHaveLength(100);
    expect(page.notices).toEqual([
      'Der Suchbegriff war länger als 100 Zeichen; gesucht wurde mit dem Anfang.',
      'Die Abteilung „Raumfahrt“ gibt es nicht.',
    ]);
  });
});

describe('the vCard download', () => {
  it('answers a vCard file in UTF-8', async () => {
    const res = await colleagueVcardLoader(args('/intern/mitarbeitende/7.vcf', { datei: '7.vcf' }));
    expect(asked).toEqual([{ path: '/directory/7', query: undefined }]);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="lehmann-lena.vcf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(text).toContain('NOTE:Standort: Lüneburg (Niederlassung)');
  });

  it('answers 404 for anything but an id with .vcf', async () => {
    for (const datei of ['abc.vcf', '7', '0.vcf', '7.vcf.txt', '-1.vcf'])
      await expect(
        colleagueVcardLoader(args(`/intern/mitarbeitende/${datei}`, { datei })),
        datei,
      ).rejects.toMatchObject({ init: { status: 404 } });
    expect(asked).toEqual([]);
  });
});
