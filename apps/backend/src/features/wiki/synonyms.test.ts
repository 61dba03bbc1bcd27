// The wiki search's synonyms (issue 19, item 2; decision 034): seeded with the list the website's
// code held, read by staff, replaced only by wiki admins with German messages for bad input,
// and every change moves the wiki's content version.
import { ROLES, WIKI_VERSION_HEADER } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIKI_EDITOR_ROLE } from '../../seed';
import {
  addAccount,
  as,
  DIALECTS,
  startServer,
  type Client,
  type TestServer,
} from '../../../test/harness';
import { SYNONYM_MESSAGES } from './synonyms';

describe.each(DIALECTS)('wiki synonyms (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let staff: Client;
  let editor: Client;

  beforeAll(async () => {
    server = await startServer(dialect);
    await addAccount(server, 'redaktion@example.com', [ROLES.personal, WIKI_EDITOR_ROLE]);
    admin = await as(server, 'admin@example.com');
    staff = await as(server, 'leser@example.com');
    editor = await as(server, 'redaktion@example.com');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('starts with the groups the search had, for staff to read', async () => {
    const answer = await staff.get('/api/wiki/synonyms');
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ may_edit: false });
    expect(answer.body.data.groups).toContainEqual(['edv', 'it']);
    expect(answer.body.data.groups).toContainEqual([
      'minusstunden',
      'überstunden',
      'überstundenkonto',
      'zeitkonto',
      'gleitzeit',
    ]);
    expect((await admin.get('/api/wiki/synonyms')).body.meta).toEqual({ may_edit: true });
    const guest = await as(server, null);
    expect((await guest.get('/api/wiki/synonyms')).status).toBe(404);
  });

  it('lets a wiki admin replace the list, which moves the content version', async () => {
    const before = (await staff.get('/api/wiki/version')).body.data.version;
    const { groups } = (await admin.get('/api/wiki/synonyms')).body.data as { groups: string[][] };
    const saved = await admin.put('/api/wiki/synonyms', {
      groups: [...groups, ['  Gabelstapler-Schein ', 'Staplerschein', 'staplerschein']],
    });
    expect(saved.status).toBe(200);
    // Trimmed, and the same word in another spelling only once.
    expect(saved.body.data.groups.at(-1)).toEqual(['Gabelstapler-Schein', 'Staplerschein']);
    expect(saved.body.data.updated_by).toBe('Andrea Adler');
    const version = (await staff.get('/api/wiki/version')).body.data.version;
    expect(version).not.toBe(before);
    expect(saved.headers.get(WIKI_VERSION_HEADER)).toBe(version);
    expect((await staff.get('/api/wiki/synonyms')).body.data.groups.at(-1)).toEqual([
      'Gabelstapler-Schein',
      'Staplerschein',
    ]);

    // Saving the same list again changes nothing.
    await admin.put('/api/wiki/synonyms', { groups: saved.body.data.groups });
    expect((await staff.get('/api/wiki/version')).body.data.version).toBe(version);
    await admin.put('/api/wiki/synonyms', { groups });
  });

  it('leaves the list to wiki admins and checks what they send', async () => {
    const refused = await editor.put('/api/wiki/synonyms', { groups: [['a1', 'b1']] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SYNONYM_MESSAGES.mayNotEdit);
    expect((await staff.put('/api/wiki/synonyms', { groups: [] })).status).toBe(403);

    const single = await admin.put('/api/wiki/synonyms', { groups: [['Urlaub', 'urlaub']] });
    expect(single.status).toBe(422);
    expect(single.body.errors['groups.0']).toEqual([SYNONYM_MESSAGES.group]);
    const markup = await admin.put('/api/wiki/synonyms', { groups: [['<b>', 'fett']] });
    expect(markup.status).toBe(422);
    expect(markup.body.errors['groups.0.0']).toEqual([SYNONYM_MESSAGES.word]);
    const notAList = await admin.put('/api/wiki/synonyms', { groups: 'edv, it' });
    expect(notAList.status).toBe(422);
    expect(notAList.body.errors.groups).toEqual([SYNONYM_MESSAGES.groups]);

    expect((await admin.put('/api/wiki/synonyms', {}, { csrf: false })).status).toBe(419);
    const foreign = server.client({ origin: 'https://evil.example' });
    await foreign.login('admin@example.com').catch(() => undefined);
    expect((await foreign.put('/api/wiki/synonyms', { groups: [] })).status).toBe(403);
    // Nothing of it was saved.
    expect((await staff.get('/api/wiki/synonyms')).body.data.groups).toContainEqual(['edv', 'it']);
  });
});
