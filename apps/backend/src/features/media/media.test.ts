// Media: the access matrix (role × folder × account state) for listings and downloads,
// pagination and search, file headers, path tricks, and managing the library.
import type { MediaFolderChoices, MediaItem, MediaSearchAnswer } from '@frischkontor/contract';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf, uploadMedia } from '../../../test/files';
import { DIALECTS, startServer, type Client, type TestServer } from '../../../test/harness';
import { seedMediaLibrary } from './seed';
import { nameKnownFolders } from './store';
import { offerFileName, offerWeeks, weekDates } from './seed/catalogue';

/** This week's flyer, as the seed files it on the day the tests run. */
const THIS_WEEK = offerWeeks().find((w) => w.offset === 0)!;

const FOLDERS = {
  intranet: 'domain/intranet',
  spezifikationen: 'domain/spezifikationen',
  mit_preise: 'domain/angebote/mit_preise',
  ohne_preise: 'domain/angebote/ohne_preise',
  rezepte: 'domain/rezepte',
  ci: 'domain/ci',
} as const;
type Folder = keyof typeof FOLDERS;

const FILES: Record<Folder, string> = {
  intranet: 'domain/intranet/Formulare/Urlaubsantrag.pdf',
  spezifikationen: 'domain/spezifikationen/10234 Rinderhüfte Kernstück – Spezifikation.pdf',
  mit_preise: `domain/angebote/mit_preise/aktuell/${offerFileName(THIS_WEEK)}`,
  ohne_preise: `domain/angebote/ohne_preise/aktuell/${offerFileName(THIS_WEEK)}`,
  rezepte: 'domain/rezepte/Rezeptkarte – Labskaus.pdf',
  ci: 'domain/ci/Farbtabelle.pdf',
};

const PUBLIC: Folder[] = ['ohne_preise', 'rezepte'];
const ALL = Object.keys(FOLDERS) as Folder[];

/** Who may read what: restricted accounts see only what the public sees. */
const MATRIX: { who: string; email: string | null; twoFactorPending?: boolean; reads: Folder[] }[] =
  [
    { who: 'guest', email: null, reads: PUBLIC },
    {
      who: 'kunde',
      email: 'kunde@example.com',
      reads: ['spezifikationen', 'mit_preise', ...PUBLIC],
    },
    { who: 'personal', email: 'personal@example.com', reads: ALL },
    { who: 'admin', email: 'admin@example.com', reads: ALL },
    { who: 'without role', email: 'ohnerolle@example.com', reads: PUBLIC },
    { who: 'unverified kunde', email: 'unbestaetigt@example.com', reads: PUBLIC },
    { who: 'pending kunde', email: 'wartend@example.com', reads: PUBLIC },
    { who: 'blocked kunde', email: 'gesperrt@example.com', reads: PUBLIC },
    {
      who: 'personal with 2FA pending',
      email: 'zweifaktor@example.com',
      twoFactorPending: true,
      reads: PUBLIC,
    },
  ];

const url = (path: string) => `/api/media/${path.split('/').map(encodeURIComponent).join('/')}`;

function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: 'GET', headers: { Accept: 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.each(DIALECTS)('media (%s)', (dialect) => {
  let server: TestServer;
  const clients = new Map<string, Client>();

  beforeAll(async () => {
    server = await startServer(dialect, { seedFiles: true });
    for (const row of MATRIX) {
      const client = server.client();
      if (row.email) await client.login(row.email);
      clients.set(row.who, client);
    }
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  describe.each(MATRIX)('as $who', ({ who, email, reads }) => {
    it.each(ALL)('lists and downloads %s only when allowed', async (folder) => {
      const client = clients.get(who)!;
      const allowed = reads.includes(folder);
      const denied = email ? 403 : 401;
      const listing = await client.get(url(FOLDERS[folder]));
      expect(listing.status, `listing ${folder}`).toBe(allowed ? 200 : denied);
      if (allowed) expect(listing.body.data.length).toBeGreaterThan(0);
      else expect(listing.text).not.toContain('.pdf');

      const download = await client.get(url(FILES[folder]), { accept: null });
      expect(download.status, `download ${folder}`).toBe(allowed ? 200 : denied);
      if (allowed) expect(download.headers.get('content-type')).toBe('application/pdf');
      else expect(download.headers.get('content-type')).toContain('application/json');

      const thumbnail = await client.get(`${url(FILES[folder])}?thumbnail=1`, { accept: null });
      expect(thumbnail.status).toBe(allowed ? 200 : denied);
      const exact = await client.get(`${url(FILES[folder])}?exact=1`);
      expect(exact.status).toBe(allowed ? 200 : denied);
    });

    it('sees in `domain` only the folders that lead to something readable', async () => {
      const client = clients.get(who)!;
      const res = await client.get('/api/media/domain');
      expect(res.status).toBe(200);
      const names = (res.body.data as { name: string }[]).map((i) => i.name).sort();
      const expected = new Set<string>();
      for (const f of reads) expected.add(FOLDERS[f].split('/')[1]!);
      expect(names).toEqual([...expected].sort());
    });
  });

  it('lists a folder in the contract shape: folders first, by name, paginated, size capped', async () => {
    const client = clients.get('kunde')!;
    const page1 = await client.get('/api/media/domain/spezifikationen?size=10');
    expect(page1.status).toBe(200);
    expect(page1.headers.get('cache-control')).toContain('no-store');
    expect(page1.body.meta).toEqual({
      current_page: 1,
      from: 1,
      to: 10,
      last_page: 3,
      per_page: 10,
      total: 23,
    });
    expect(page1.body.links.first).toMatch(
      /\/api\/media\/domain\/spezifikationen\?page=1&size=10$/,
    );
    expect(page1.body.links.next).toContain('page=2');
    const items = page1.body.data as { name: string; mime_type: string }[];
    expect(items.slice(0, 3).map((i) => i.mime_type)).toEqual([
      'directory',
      'directory',
      'directory',
    ]);
    expect(items.slice(0, 3).map((i) => i.name)).toEqual([
      'Geflügel',
      'Maxi France',
      'Wurst und Aufschnitt',
    ]);
    expect(items[3]?.name).toBe('10234 Rinderhüfte Kernstück – Spezifikation.pdf');

    const folder = items[0] as Record<string, unknown>;
    expect(folder).toMatchObject({
      cdn_path: null,
      thumbnail: null,
      meta: { size: null, extension: null },
    });
    const file = items[3] as unknown as MediaItem;
    expect(Object.keys(file).sort()).toEqual([
      'cdn_path',
      'created_at',
      'details',
      'id',
      'meta',
      'mime_type',
      'name',
      'parent_id',
      'src_path',
      'thumbnail',
      'updated_at',
    ]);
    expect(file.src_path).toBe(FILES.spezifikationen);
    expect(file.cdn_path).toBe(`http://localhost:8000${url(FILES.spezifikationen)}`);
    expect(file.thumbnail).toMatch(/\?thumbnail=1&v=\d+$/);
    expect(file.meta.extension).toBe('pdf');
    expect(file.meta.size).toBeGreaterThan(1000);

    const page3 = await client.get('/api/media/domain/spezifikationen?size=10&page=3');
    expect(page3.body.meta).toMatchObject({ current_page: 3, from: 21, to: 23 });
    expect(page3.body.links.next).toBeNull();
    const beyond = await client.get('/api/media/domain/spezifikationen?page=99');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta.from).toBeNull();

    const capped = await client.get(
      '/api/media/domain/spezifikationen?size=5000&filter_search=spezifikation',
    );
    expect(capped.body.meta.per_page).toBe(100);
    expect(capped.body.meta.total).toBe(45);
  });

  it('searches names in the folder, case- and umlaut-tolerant', async () => {
    const client = clients.get('kunde')!;
    for (const query of ['rinderhüfte', 'Rinderhuefte', 'RINDERHUFTE']) {
      const res = await client.get(
        `/api/media/domain/spezifikationen?filter_search=${encodeURIComponent(query)}`,
      );
      expect(res.body.data.map((i: { name: string }) => i.name)).toEqual([
        '10234 Rinderhüfte Kernstück – Spezifikation.pdf',
      ]);
    }
    const poultry = await client.get(
      `/api/media/domain/spezifikationen?filter_search=${encodeURIComponent('hähnchen')}`,
    );
    expect(poultry.body.meta.total).toBe(3);
    // Search never reaches beyond what the caller may read.
    const guest = await clients.get('guest')!.get('/api/media/domain?filter_search=spezifikation');
    expect(guest.body.data).toEqual([]);
  });

  it('gives the application’s folders German titles, technical names unchanged', async () => {
    const admin = clients.get('admin')!;
    const titleOf = async (path: string) =>
      ((await admin.get(`${url(path)}?exact=1`)).body.data as MediaItem).details?.title;
    expect(await titleOf('domain')).toBe('Website-Dateien');
    expect(await titleOf('domain/angebote/mit_preise')).toBe('Mit Preisen');
    expect(await titleOf('domain/ci')).toBe('Corporate Design');
    // A folder named in German needs no title.
    expect(await titleOf('domain/intranet/Formulare')).toBeNull();
    const created = await admin.post('/api/admin/media/folders', { path: '', name: 'system' });
    expect(created.status).toBe(201);
    expect(await titleOf('system')).toBe('System');
    // An installation older than the titles gets them at start; a title it has stays.
    const db = server.backend.ctx.db;
    await db.updateTable('media_items').set({ title: null }).where('path', '=', 'domain').execute();
    await db
      .updateTable('media_items')
      .set({ title: 'Unsere Rezepte' })
      .where('path', '=', 'domain/rezepte')
      .execute();
    await nameKnownFolders(db);
    expect(await titleOf('domain')).toBe('Website-Dateien');
    expect(await titleOf('domain/rezepte')).toBe('Unsere Rezepte');
    await db
      .updateTable('media_items')
      .set({ title: 'Rezeptkarten' })
      .where('path', '=', 'domain/rezepte')
      .execute();
  });

  it('answers exact=1 with the item', async () => {
    const res = await clients.get('kunde')!.get('/api/media/domain/spezifikationen?exact=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'spezifikationen',
      mime_type: 'directory',
      src_path: 'domain/spezifikationen',
    });
  });

  it('sends files with type, length, disposition, private caching and nosniff', async () => {
    const client = clients.get('personal')!;
    const pdf = await fetch(`${server.url}${url(FILES.spezifikationen)}`, {
      headers: { Cookie: client.cookieHeader() },
    });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers.get('content-length')).toBe(String(bytes.length));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toMatch(/^private/);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = pdf.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^inline; filename="10234 Rinderhufte Kernstuck _ Spezifikation\.pdf"; filename\*=UTF-8''10234%20Rinderh%C3%BCfte/,
    );

    const csv = await fetch(
      `${server.url}${url('domain/intranet/Vorlagen/Telefonliste intern.csv')}`,
      { headers: { Cookie: client.cookieHeader() } },
    );
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(csv.headers.get('content-security-policy')).toContain('sandbox');

    const thumb = await fetch(`${server.url}${url(FILES.spezifikationen)}?thumbnail=1`, {
      headers: { Cookie: client.cookieHeader() },
    });
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const webp = Buffer.from(await thumb.arrayBuffer());
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
    const meta = await sharp(webp).metadata();
    // Sharp on a card of 20rem at twice the pixels.
    expect(meta.width).toBe(640);

    const head = await fetch(`${server.url}${url(FILES.rezepte)}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
  });

  it('answers the same for an existing and a missing file in a folder the visitor may not read', async () => {
    const missing = 'domain/intranet/Formulare/Gibt-es-nicht.pdf';
    for (const [who, folder] of [
      ['guest', 'intranet'],
      ['kunde', 'intranet'],
      ['without role', 'mit_preise'],
    ] as const) {
      const client = clients.get(who)!;
      const file = folder === 'intranet' ? FILES.intranet : FILES.mit_preise;
      const other = folder === 'intranet' ? missing : `${FOLDERS.mit_preise}/aktuell/Neu.pdf`;
      for (const options of [{ accept: null }, {}] as const) {
        const existing = await client.get(url(file), options);
        const unknown = await client.get(url(other), options);
        expect(unknown.status, `${who} ${other}`).toBe(existing.status);
        expect(unknown.body, `${who} ${other}`).toEqual(existing.body);
      }
    }
    // Where the visitor may read, a missing file is simply not found.
    const personal = clients.get('personal')!;
    expect((await personal.get(url(missing))).status).toBe(404);
  });

  it('answers path tricks and unknown paths with 404 JSON', async () => {
    const probes = [
      '/api/media/domain/..%2Fdomain%2Fintranet',
      '/api/media/domain%2Fintranet',
      '/api/media/domain/%2e%2e/domain/intranet',
      '/api/media/domain/rezepte/..',
      '/api/media/domain/./rezepte',
      '/api/media/domain//rezepte',
      '/api/media/domain/rezepte%00',
      '/api/media/domain%5Cintranet',
      '/api/media/domain/%E0%A4%A',
      '/api/media/domain/rezepte/gibt-es-nicht.pdf',
      '/api/media/domain/rezepte/Rezeptkarte%20%E2%80%93%20Labskaus.pdf/mehr',
    ];
    for (const path of probes) {
      const res = await rawGet(server.url, path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ message: 'Nicht gefunden.' });
    }
  });

  describe('catalogues', () => {
    it('lists every file below a folder with its details (files=all), only what the visitor may read', async () => {
      const kunde = clients.get('kunde')!;
      const specs = await kunde.get(`${url(FOLDERS.spezifikationen)}?files=all&size=100`);
      expect(specs.status).toBe(200);
      const items = specs.body.data as MediaItem[];
      expect(items.every((i) => i.mime_type !== 'directory')).toBe(true);
      // Loose files and those in product folders alike.
      expect(items.map((i) => i.src_path)).toEqual(
        expect.arrayContaining([
          'domain/spezifikationen/10234 Rinderhüfte Kernstück – Spezifikation.pdf',
          'domain/spezifikationen/Maxi France/17020 Moutarde de Dijon – Spezifikation.pdf',
        ]),
      );
      const mustard = items.find((i) => i.details?.article_no === '17020');
      expect(mustard?.details).toMatchObject({
        title: 'Moutarde de Dijon',
        category: 'Maxi France',
        allergens: ['Senf'],
      });
      const guest = await clients.get('guest')!.get(`${url(FOLDERS.spezifikationen)}?files=all`);
      expect(guest.status).toBe(401);
    });

    it('gives the files’ words with text=1, only to whoever may read the folder', async () => {
      const personal = clients.get('personal')!;
      const forms = await personal.get(`${url('domain/intranet/Formulare')}?files=all&text=1`);
      expect(forms.status).toBe(200);
      const leave = (forms.body.data as MediaItem[]).find((i) => i.name === 'Urlaubsantrag.pdf');
      expect(leave?.text).toContain('Urlaub beantragst du im Personalportal.');
      const plain = await personal.get(`${url('domain/intranet/Formulare')}?files=all`);
      expect((plain.body.data as MediaItem[])[0]).not.toHaveProperty('text');
      const kunde = await clients.get('kunde')!.get(`${url(FOLDERS.intranet)}?files=all&text=1`);
      expect(kunde.status).toBe(403);
      expect(JSON.stringify(kunde.body)).not.toContain('Personalportal');
    });

    it('searches titles, article numbers and ingredients, not only file names', async () => {
      const guest = clients.get('guest')!;
      const byIngredient = await guest.get(
        `${url(FOLDERS.rezepte)}?files=all&filter_search=${encodeURIComponent('rote bete')}`,
      );
      expect((byIngredient.body.data as MediaItem[]).map((i) => i.details?.title)).toEqual([
        'Labskaus',
      ]);
      const kunde = clients.get('kunde')!;
      const byNumber = await kunde.get(
        `${url(FOLDERS.spezifikationen)}?files=all&filter_search=13005`,
      );
      expect((byNumber.body.data as MediaItem[]).map((i) => i.details?.title)).toEqual([
        'Putenbrust ohne Haut',
      ]);
    });

    it('gives files seeded before details existed their details, and keeps what an admin wrote', async () => {
      const { library } = server.backend;
      const db = server.backend.ctx.db;
      const coq = 'domain/rezepte/Rezeptkarte – Coq au Vin.pdf';
      const rind = 'domain/spezifikationen/10235 Rinderfilet ohne Kette – Spezifikation.pdf';
      await db
        .updateTable('media_items')
        .set({ title: null, category: null, allergens: '[]' })
        .where('path', '=', coq)
        .execute();
      await db
        .updateTable('media_items')
        .set({ title: 'Filet vom Rind' })
        .where('path', '=', rind)
        .execute();
      await seedMediaLibrary(db, library);
      const restored = await library.find(coq);
      expect(restored).toMatchObject({ title: 'Coq au Vin', category: 'Hauptgericht' });
      expect(JSON.parse(restored!.allergens)).toContain('Sellerie');
      expect((await library.find(rind))?.title).toBe('Filet vom Rind');
    });

    it('offers carry their validity; recipes category, portions and allergens', async () => {
      const guest = clients.get('guest')!;
      const flyer = await guest.get(`${url(FILES.ohne_preise)}?exact=1`);
      const { from, until } = weekDates(THIS_WEEK);
      expect(flyer.body.data.details).toMatchObject({
        title: `Angebote KW ${THIS_WEEK.week}`,
        valid_from: from,
        valid_until: until,
      });
      const recipe = await guest.get(`${url(FILES.rezepte)}?exact=1`);
      expect(recipe.body.data.details).toMatchObject({
        title: 'Labskaus',
        category: 'Hauptgericht',
        portions: expect.stringMatching(/^\d+ /),
        allergens: expect.arrayContaining(['Fisch', 'Eier']),
      });
      expect(recipe.body.data.details.ingredients.length).toBeGreaterThan(3);
    });
  });

  describe('managing', () => {
    let admin: Client;
    beforeAll(() => {
      admin = clients.get('admin')!;
    });

    it('creates folders, uploads files (type by content, thumbnails for images), renames, moves and deletes', async () => {
      const folder = await admin.post('/api/admin/media/folders', {
        path: 'domain/rezepte',
        name: 'Saisonal',
      });
      expect(folder.status).toBe(201);
      expect(folder.body.data).toMatchObject({
        src_path: 'domain/rezepte/Saisonal',
        mime_type: 'directory',
      });
      expect(
        (await admin.post('/api/admin/media/folders', { path: 'domain/rezepte', name: 'saisonal' }))
          .status,
      ).toBe(409);
      expect(
        (await admin.post('/api/admin/media/folders', { path: 'domain/rezepte', name: '..' }))
          .status,
      ).toBe(422);

      const png = await pngOf(800, 600, '#8c2718');
      const upload = await uploadMedia(admin, 'domain/rezepte/Saisonal', 'Kürbis Suppe.png', png);
      expect(upload.status).toBe(201);
      expect(upload.body.data).toMatchObject({
        name: 'Kürbis Suppe.png',
        mime_type: 'image/png',
        meta: { extension: 'png', size: png.length },
      });
      expect(upload.body.data.thumbnail).toBeTruthy();

      const disguised = await uploadMedia(
        admin,
        'domain/rezepte/Saisonal',
        'rechnung.pdf',
        Buffer.from('MZ\x90\x00 not a pdf at all'),
      );
      expect(disguised.status).toBe(201);
      expect(disguised.body.data.mime_type).toBe('application/octet-stream');
      expect(disguised.body.data.thumbnail).toBeNull();
      const served = await fetch(`${server.url}${url('domain/rezepte/Saisonal/rechnung.pdf')}`);
      expect(served.headers.get('content-type')).toBe('application/octet-stream');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment/);

      const json = await admin.request('POST', '/api/admin/media/files', { json: { path: 'x' } });
      expect(json.status).toBe(415);

      const renamed = await admin.patch('/api/admin/media/rename', {
        path: 'domain/rezepte/Saisonal/Kürbis Suppe.png',
        name: 'Kürbissuppe.png',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.src_path).toBe('domain/rezepte/Saisonal/Kürbissuppe.png');

      const movedFolder = await admin.post('/api/admin/media/move', {
        path: 'domain/rezepte/Saisonal',
        target: 'domain/intranet',
      });
      expect(movedFolder.status).toBe(200);
      expect(movedFolder.body.data.src_path).toBe('domain/intranet/Saisonal');
      // The file moved with its folder and now has the intranet's rules.
      expect(
        (
          await clients
            .get('guest')!
            .get(url('domain/intranet/Saisonal/Kürbissuppe.png'), { accept: null })
        ).status,
      ).toBe(401);
      expect(
        (
          await clients
            .get('personal')!
            .get(url('domain/intranet/Saisonal/Kürbissuppe.png'), { accept: null })
        ).status,
      ).toBe(200);
      expect(
        (
          await admin.post('/api/admin/media/move', {
            path: 'domain/intranet',
            target: 'domain/intranet/Saisonal',
          })
        ).status,
      ).toBe(422);

      const row = await server.backend.library.find('domain/intranet/Saisonal/Kürbissuppe.png');
      const { storage } = server.backend;
      expect(await storage.head('files', row!.storage_key!)).not.toBeNull();
      expect((await admin.delete('/api/admin/media?path=domain/intranet/Saisonal')).status).toBe(
        204,
      );
      expect(await storage.head('files', row!.storage_key!)).toBeNull();
      expect((await admin.get(url('domain/intranet/Saisonal'))).status).toBe(404);
    });

    it('reads the words of an uploaded PDF and CSV for the search; an image has none', async () => {
      const { PDFDocument, StandardFonts } = await import('pdf-lib');
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      doc
        .addPage([595, 842])
        .drawText('Betriebsanweisung Kutter', { x: 40, y: 780, size: 20, font });
      doc.addPage([595, 842]).drawText('Schutzhaube vor dem Reinigen schließen.', {
        x: 40,
        y: 780,
        size: 12,
        font,
      });
      const folder = 'domain/intranet/Richtlinien';
      const pdf = await uploadMedia(admin, folder, 'Kutter.pdf', await doc.save());
      const csv = await uploadMedia(
        admin,
        folder,
        'Kutter-Teile.csv',
        Buffer.from('Teil;Nummer\nMesserkopf;4711\n'),
      );
      const png = await uploadMedia(admin, folder, 'Kutter.png', await pngOf(20, 20, '#ffffff'));
      expect([pdf.status, csv.status, png.status]).toEqual([201, 201, 201]);
      const listing = await admin.get(`${url(folder)}?files=all&text=1&size=100`);
      const textOf = (name: string) =>
        (listing.body.data as MediaItem[]).find((i) => i.name === name)?.text;
      expect(textOf('Kutter.pdf')).toBe(
        'Betriebsanweisung Kutter Schutzhaube vor dem Reinigen schließen.',
      );
      expect(textOf('Kutter-Teile.csv')).toBe('Teil;Nummer Messerkopf;4711');
      expect(textOf('Kutter.png')).toBeNull();
      for (const upload of [pdf, csv, png])
        await admin.delete(
          `/api/admin/media?path=${encodeURIComponent(upload.body.data.src_path)}`,
        );
    });

    it('renders a thumbnail of the first page of an uploaded PDF', async () => {
      const { PDFDocument, StandardFonts } = await import('pdf-lib');
      const doc = await PDFDocument.create();
      doc.addPage([595, 842]).drawText('KW 49 – Angebote', {
        x: 40,
        y: 780,
        size: 28,
        font: await doc.embedFont(StandardFonts.Helvetica),
      });
      const upload = await uploadMedia(
        admin,
        'domain/angebote/ohne_preise/aktuell',
        'KW 49.pdf',
        await doc.save(),
      );
      expect(upload.status).toBe(201);
      expect(upload.body.data.mime_type).toBe('application/pdf');
      const { pathname, search } = new URL(upload.body.data.thumbnail);
      const thumbnail = await fetch(`${server.url}${pathname}${search}`);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect(meta.width).toBe(640);
      expect(meta.height).toBe(906);
      await admin.delete(`/api/admin/media?path=${encodeURIComponent(upload.body.data.src_path)}`);
    });

    it('edits a file’s details: validated, in the audit log; a folder only its title', async () => {
      const path = 'domain/rezepte/Rezeptkarte – Quiche Lorraine.pdf';
      const saved = await admin.put('/api/admin/media/details', {
        path,
        title: '  Quiche Lorraine mit Comté ',
        description: 'Für Bankett und Buffet.',
        valid_from: null,
        valid_until: '',
        tags: ['Buffet', 'Buffet', ' Frankreich '],
        category: 'Kleine Gerichte',
        portions: '16 Stücke',
        allergens: ['Milch', 'Eier', 'Glutenhaltiges Getreide'],
        ingredients: ['Mürbeteig', 'Comté AOP'],
        article_no: null,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.details).toEqual({
        title: 'Quiche Lorraine mit Comté',
        description: 'Für Bankett und Buffet.',
        valid_from: null,
        valid_until: null,
        tags: ['Buffet', 'Frankreich'],
        category: 'Kleine Gerichte',
        portions: '16 Stücke',
        // In the order of the regulation's list.
        allergens: ['Glutenhaltiges Getreide', 'Eier', 'Milch'],
        ingredients: ['Mürbeteig', 'Comté AOP'],
        article_no: null,
      });
      const entry = await server.backend.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('action', '=', 'media.details_changed')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(entry.details as string).fields).toEqual(
        expect.arrayContaining(['title', 'description', 'tags']),
      );

      const wrong = await admin.put('/api/admin/media/details', {
        path,
        allergens: ['Nüsse'],
        tags: 'Buffet',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toMatchObject({
        'allergens.0': ['Bitte nur Allergene aus der Liste der LMIV wählen.'],
        tags: ['Schlagwörter: bitte eine Liste angeben.'],
      });
      const backwards = await admin.put('/api/admin/media/details', {
        path,
        valid_from: '2026-12-01',
        valid_until: '2026-11-30',
      });
      expect(backwards.body.errors).toEqual({
        valid_until: ['„Gültig bis“ liegt vor „Gültig ab“.'],
      });
      const badDate = await admin.put('/api/admin/media/details', {
        path,
        valid_from: '2026-02-30',
      });
      expect(badDate.status).toBe(422);
      expect(badDate.body.errors.valid_from).toEqual([
        'Gültig ab: bitte ein Datum wie 2026-11-23 angeben.',
      ]);
      // A folder has a title (the administration's name for it), nothing else.
      const folder = await admin.put('/api/admin/media/details', {
        path: 'domain/rezepte',
        title: 'Rezepte',
        description: 'x',
      });
      expect(folder.status).toBe(422);
      const titled = await admin.put('/api/admin/media/details', {
        path: 'domain/rezepte',
        title: ' Rezepte für Kunden ',
      });
      expect(titled.status).toBe(200);
      expect(titled.body.data.details.title).toBe('Rezepte für Kunden');
      await admin.put('/api/admin/media/details', {
        path: 'domain/rezepte',
        title: 'Rezeptkarten',
      });
      const kunde = clients.get('kunde')!;
      expect((await kunde.put('/api/admin/media/details', { path, title: 'x' })).status).toBe(403);
      const broken = await admin.request('PUT', '/api/admin/media/details', {
        body: '{"path": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
    });

    it('reads and sets access rules: role, user or public, with or without inheritance', async () => {
      await admin.post('/api/admin/media/folders', { path: 'domain/rezepte', name: 'Entwürfe' });
      const path = 'domain/rezepte/Entwürfe';
      const before = await admin.get(`/api/admin/media/access?path=${encodeURIComponent(path)}`);
      expect(before.body.data).toEqual({ path, inherit: true, rules: [] });
      // Inherited: public like its parent.
      expect((await clients.get('guest')!.get(url(path))).status).toBe(200);

      const user = await server.backend.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ohnerolle@example.com')
        .executeTakeFirstOrThrow();
      const set = await admin.put('/api/admin/media/access', {
        path,
        inherit: false,
        rules: [{ subject: 'user', subject_id: user.id, level: 'read' }],
      });
      expect(set.status).toBe(200);
      const after = await admin.get(`/api/admin/media/access?path=${encodeURIComponent(path)}`);
      expect(after.body.data.inherit).toBe(false);
      expect(after.body.data.rules).toEqual([
        {
          id: expect.any(Number),
          subject: 'user',
          subject_id: user.id,
          subject_name: 'Otto Ohlsen',
          level: 'read',
        },
      ]);
      expect(after.text).not.toContain('@example.com');

      expect((await clients.get('guest')!.get(url(path))).status).toBe(401);
      expect((await clients.get('kunde')!.get(url(path))).status).toBe(403);
      expect((await clients.get('without role')!.get(url(path))).status).toBe(200);

      const invalid = await admin.put('/api/admin/media/access', {
        path,
        inherit: true,
        rules: [
          { subject: 'role', subject_id: 99999, level: 'read' },
          { subject: 'jeder', level: 'alles' },
        ],
      });
      expect(invalid.status).toBe(422);
    });

    it('needs system.access.media and write rights on the folder', async () => {
      const kunde = clients.get('kunde')!;
      expect(
        (
          await kunde.post('/api/admin/media/folders', {
            path: 'domain/spezifikationen',
            name: 'Neu',
          })
        ).status,
      ).toBe(403);

      const role = await admin.post('/api/admin/roles', {
        name: 'medienpflege',
        permissions: ['system.access.media'],
      });
      const user = await server.backend.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'kunde@example.com')
        .executeTakeFirstOrThrow();
      await admin.post(`/api/admin/roles/${role.body.data.id}/users`, { user_id: user.id });
      // The permission alone gives no write right on a folder.
      expect(
        (
          await kunde.post('/api/admin/media/folders', {
            path: 'domain/spezifikationen',
            name: 'Neu',
          })
        ).status,
      ).toBe(403);
      await admin.put('/api/admin/media/access', {
        path: 'domain/spezifikationen/Maxi France',
        inherit: true,
        rules: [{ subject: 'role', subject_id: role.body.data.id, level: 'write' }],
      });
      expect(
        (
          await kunde.post('/api/admin/media/folders', {
            path: 'domain/spezifikationen/Maxi France',
            name: 'Neu',
          })
        ).status,
      ).toBe(201);
      expect(
        (await kunde.get('/api/admin/media/access?path=domain%2Fspezifikationen%2FMaxi%20France'))
          .status,
      ).toBe(403);
    });

    it('searches names and titles across folders, German folding, each hit with its folders', async () => {
      const search = (client: Client, q: string) =>
        client.get(`/api/admin/media/search?${new URLSearchParams({ q })}`);
      const hits = (res: Awaited<ReturnType<typeof search>>) =>
        (res.body as MediaSearchAnswer).data.map((h) => h.item.src_path);

      const spec = await search(admin, 'RINDERHUEFTE kernstück');
      expect(spec.status).toBe(200);
      expect(hits(spec)).toEqual([FILES.spezifikationen]);
      expect((spec.body as MediaSearchAnswer).data[0]!.trail).toEqual([
        { path: 'domain', name: 'domain', title: 'Website-Dateien' },
        {
          path: 'domain/spezifikationen',
          name: 'spezifikationen',
          title: 'Produktspezifikationen',
        },
      ]);
      // A folder by its title, folders first.
      const prices = await search(admin, 'mit preisen');
      expect(hits(prices)[0]).toBe('domain/angebote/mit_preise');
      // A file's title, umlauts folded in the database.
      await uploadMedia(admin, 'domain/ci', 'plan-2027.txt', Buffer.from('Plan'));
      await admin.put('/api/admin/media/details', {
        path: 'domain/ci/plan-2027.txt',
        title: 'Grünkohl-Übersicht',
      });
      expect(hits(await search(admin, 'übersicht GRUENKOHL'))).toEqual(['domain/ci/plan-2027.txt']);

      // LIKE's wildcards are letters like any other.
      await uploadMedia(admin, 'domain/ci', '100% Rind.txt', Buffer.from('Rind'));
      expect(hits(await search(admin, '%'))).toEqual(['domain/ci/100% Rind.txt']);
      const underscore = hits(await search(admin, '_'));
      expect(underscore.length).toBeGreaterThan(0);
      expect(underscore.every((p) => p.slice(p.lastIndexOf('/') + 1).includes('_'))).toBe(true);

      // Only what the caller may see: a media keeper without rights on a folder finds nothing in it.
      await admin.post('/api/admin/media/folders', { path: '', name: 'Geheimakten' });
      await uploadMedia(admin, 'Geheimakten', 'Gehälter 2026.txt', Buffer.from('geheim'));
      expect(hits(await search(admin, 'gehaelter'))).toEqual(['Geheimakten/Gehälter 2026.txt']);
      const role = await admin.post('/api/admin/roles', {
        name: 'mediensuche',
        permissions: ['system.access.media'],
      });
      const personalUser = await server.backend.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'personal@example.com')
        .executeTakeFirstOrThrow();
      await admin.post(`/api/admin/roles/${role.body.data.id}/users`, {
        user_id: personalUser.id,
      });
      const personal = clients.get('personal')!;
      const own = await search(personal, 'gehälter');
      expect(own.status).toBe(200);
      expect(hits(own)).toEqual([]);
      expect(hits(await search(personal, 'rinderhüfte'))).toEqual([FILES.spezifikationen]);

      // Refusals: without the permission, without a query, too long.
      expect((await search(clients.get('without role')!, 'rind')).status).toBe(403);
      expect((await search(clients.get('guest')!, 'rind')).status).toBe(401);
      const empty = await admin.get('/api/admin/media/search?q=%20');
      expect(empty.status).toBe(422);
      expect(empty.body.errors.q).toEqual(['Bitte einen Suchbegriff angeben.']);
      expect((await admin.get('/api/admin/media/search')).status).toBe(422);
      const long = await search(admin, 'x'.repeat(101));
      expect(long.status).toBe(422);
      expect(long.body.errors.q).toEqual(['Der Suchbegriff darf höchstens 100 Zeichen lang sein.']);
      expect((await search(admin, 'x'.repeat(100))).status).toBe(200);
    });

    it('names the folders one may move into, with their German trail; the move still checks', async () => {
      const all = await admin.get('/api/admin/media/folders');
      expect(all.status).toBe(200);
      const choices = all.body as MediaFolderChoices;
      expect(choices.root).toBe(true);
      expect(choices.data.find((c) => c.folder.path === 'domain/angebote/mit_preise')).toEqual({
        folder: { path: 'domain/angebote/mit_preise', name: 'mit_preise', title: 'Mit Preisen' },
        trail: [
          { path: 'domain', name: 'domain', title: 'Website-Dateien' },
          { path: 'domain/angebote', name: 'angebote', title: 'Angebote' },
        ],
      });
      expect(choices.data.some((c) => c.folder.path.endsWith('.pdf'))).toBe(false);

      const role = await admin.post('/api/admin/roles', {
        name: 'umzug',
        permissions: ['system.access.media'],
      });
      const user = await server.backend.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'personal@example.com')
        .executeTakeFirstOrThrow();
      await admin.post(`/api/admin/roles/${role.body.data.id}/users`, { user_id: user.id });
      await admin.put('/api/admin/media/access', {
        path: 'domain/rezepte',
        inherit: true,
        rules: [
          { subject: 'public', level: 'read' },
          { subject: 'role', subject_id: role.body.data.id, level: 'write' },
        ],
      });
      const personal = clients.get('personal')!;
      const own = (await personal.get('/api/admin/media/folders')).body as MediaFolderChoices;
      expect(own.root).toBe(false);
      const paths = own.data.map((c) => c.folder.path);
      expect(paths).toContain('domain/rezepte');
      expect(paths.every((p) => p === 'domain/rezepte' || p.startsWith('domain/rezepte/'))).toBe(
        true,
      );
      // Whatever the page offered, the API refuses a target without the right.
      await uploadMedia(admin, 'domain/rezepte', 'Umzug.txt', Buffer.from('x'));
      const refused = await personal.post('/api/admin/media/move', {
        path: 'domain/rezepte/Umzug.txt',
        target: 'domain/ci',
      });
      expect(refused.status).toBe(403);
      expect((await clients.get('without role')!.get('/api/admin/media/folders')).status).toBe(403);
    });
  });
});
