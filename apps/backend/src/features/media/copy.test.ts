// Copies in the media library (issue 33, item 3): a file with its bytes, thumbnail, details and
// words, „(Kopie)“ where the name is taken; a folder with everything below it; never into itself;
// only into a folder the caller may write to, of what the caller may read; in the audit log.
import type { MediaItem } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { pngOf, uploadMedia } from '../../../test/files';
import {
  addAccount,
  as,
  DIALECTS,
  withServerAndAdmin,
  type Client,
  type TestServer,
} from '../../../test/harness';
import { copyName } from './copy';

const url = (path: string) => `/api/media/${path.split('/').map(encodeURIComponent).join('/')}`;

describe('copy names', () => {
  it('adds „(Kopie)“, then a number, before the extension, whatever the case', () => {
    expect(copyName('Liste.pdf', new Set())).toBe('Liste.pdf');
    expect(copyName('Liste.pdf', new Set(['liste.pdf']))).toBe('Liste (Kopie).pdf');
    expect(copyName('Liste.pdf', new Set(['liste.pdf', 'liste (kopie).pdf']))).toBe(
      'Liste (Kopie 2).pdf',
    );
    expect(copyName('Archiv', new Set(['archiv']))).toBe('Archiv (Kopie)');
  });
});

describe.each(DIALECTS)('copying media (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  const folder = async (path: string, name: string) =>
    expect((await admin.post('/api/admin/media/folders', { path, name })).status).toBe(201);

  it('copies a file with its bytes, thumbnail and details; a taken name gets „(Kopie)“', async () => {
    await folder('domain/intranet', 'Quelle');
    await folder('domain/intranet', 'Ziel');
    const png = await pngOf(30, 20, '#aa3322');
    expect((await uploadMedia(admin, 'domain/intranet/Quelle', 'Bild.png', png)).status).toBe(201);
    await admin.put('/api/admin/media/details', {
      path: 'domain/intranet/Quelle/Bild.png',
      title: 'Ein rotes Bild',
    });
    const copied = await admin.post('/api/admin/media/copy', {
      path: 'domain/intranet/Quelle/Bild.png',
      target: 'domain/intranet/Ziel',
    });
    expect(copied.status, copied.text).toBe(201);
    const copy = copied.body.data as MediaItem;
    expect(copy).toMatchObject({ name: 'Bild.png', src_path: 'domain/intranet/Ziel/Bild.png' });
    expect(copy.details?.title).toBe('Ein rotes Bild');
    expect(copy.thumbnail).toBeTruthy();
    const bytes = Buffer.from(
      await (
        await fetch(`${server.url}${url('domain/intranet/Ziel/Bild.png')}`, {
          headers: { Cookie: admin.cookieHeader() },
        })
      ).arrayBuffer(),
    );
    expect(bytes.equals(Buffer.from(png))).toBe(true);

    const again = await admin.post('/api/admin/media/copy', {
      path: 'domain/intranet/Quelle/Bild.png',
      target: 'domain/intranet/Ziel',
    });
    expect(again.body.data.name).toBe('Bild (Kopie).png');
    // The original stays.
    expect((await admin.get(url('domain/intranet/Quelle/Bild.png'), { accept: null })).status).toBe(
      200,
    );
    const log = await admin.get('/api/admin/audit?action=media.copied');
    expect(log.body.data[0]).toMatchObject({ action: 'media.copied' });
  });

  it('copies a folder with everything below it, never into itself', async () => {
    await folder('domain/intranet', 'Baum');
    await folder('domain/intranet/Baum', 'Ast');
    const png = await pngOf(10, 10, '#00aa00');
    await uploadMedia(admin, 'domain/intranet/Baum/Ast', 'Blatt.png', png);
    const copied = await admin.post('/api/admin/media/copy', {
      path: 'domain/intranet/Baum',
      target: 'domain/intranet',
    });
    expect(copied.status, copied.text).toBe(201);
    expect(copied.body.data.src_path).toBe('domain/intranet/Baum (Kopie)');
    expect(
      (await admin.get(url('domain/intranet/Baum (Kopie)/Ast/Blatt.png'), { accept: null })).status,
    ).toBe(200);
    const inside = await admin.post('/api/admin/media/copy', {
      path: 'domain/intranet/Baum',
      target: 'domain/intranet/Baum/Ast',
    });
    expect(inside.status).toBe(422);
    expect(inside.body.message).toBe('Ein Ordner lässt sich nicht in sich selbst kopieren.');
    const nowhere = await admin.post('/api/admin/media/copy', {
      path: 'domain/intranet/Baum',
      target: 'domain/intranet/Gibtsnicht',
    });
    expect(nowhere.status).toBe(422);
  });

  it('copies only into a folder the caller may write to', async () => {
    await addAccount(server, 'medien-leser@example.com', ['Personal']);
    const reader = await as(server, 'medien-leser@example.com');
    // Without the media permission: no copy at all.
    const refused = await reader.post('/api/admin/media/copy', {
      path: 'domain/intranet/Quelle/Bild.png',
      target: 'domain/intranet/Ziel',
    });
    expect(refused.status).toBe(403);
  });
});
