// The blog as the website reads it (decision 033): published posts from the backend's public
// API, a snapshot on disk that keeps them while the backend is down (and across a restart),
// and the version that moves public pages' cache keys when a post is published or withdrawn.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const post = (slug: string, date: string, fields: Record<string, unknown> = {}) => ({
  slug,
  title: `Beitrag ${slug}`,
  description: 'Ein Anriss für die Übersicht.',
  category: 'Gastronomie',
  status: 'published',
  date,
  byline: 'Redaktion Hallberg',
  banner_alt: 'Ein grünes Bild',
  banner: { src_path: 'domain/blog/bilder/gruen.png' },
  body: `## ${slug}\n\nText mit Bild: ![Ein Bild](images/gruen.png)\n\n<script>alert(1)</script>`,
  ...fields,
});

describe('blog posts from the backend, kept on disk', () => {
  let server: Server;
  let dir: string;
  let version = '2.2';
  let answers = [
    post('erster', '2026-03-01'),
    post('zweiter', '2026-04-01'),
    post('tiefkuehl', '2026-02-01', {
      title: 'Lagern bei {{fakt.freezerStorage}}',
      description: 'Bestellen bis {{fakt.orderCutoff}}.',
      body: 'Unser Tiefkühllager hält {{fakt.freezerStorage}}.',
      banner: null,
    }),
  ];
  const asked: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blog-snapshot-'));
    server = createServer((req, res) => {
      asked.push(`${req.url} ${req.headers.cookie ?? ''}`);
      if (req.url === '/api/blog/version') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ data: { version } }));
      } else if (req.url === '/api/blog/posts?body=1') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ data: answers }));
      } else if (req.url === '/api/blog/images/gruen.png') {
        res.setHeader('Content-Type', 'image/png');
        res.end(PNG);
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.BLOG_SNAPSHOT_DIR = dir;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the published posts newest first, renders them without raw HTML, keeps the pictures', async () => {
    const { loadBlog, posts, blogImage, blogPicture, blogVersion } = await import('./posts.server');
    await loadBlog();
    const list = await posts.all();
    expect(list.map((p) => p.slug)).toEqual(['zweiter', 'erster', 'tiefkuehl']);
    const first = (await posts.get('zweiter'))!;
    expect(first.meta).toMatchObject({
      date: '2026-04-01',
      author: 'Redaktion Hallberg',
      image: 'gruen.png',
      imageAlt: 'Ein grünes Bild',
    });
    expect(first.content.html).toContain('src="/blog/bilder/gruen.png"');
    expect(first.content.html).not.toContain('<script>');
    expect(blogImage('gruen.png')).toEqual({
      sources: {},
      img: { src: '/blog/bilder/gruen.png', w: 1, h: 1 },
    });
    expect(await blogPicture('gruen.png')).toEqual(PNG);
    expect(await blogPicture('../posts.json')).toBeNull();
    expect(blogVersion()).toBeGreaterThan(0);
    // Asked without any cookie: only what a guest may read.
    expect(asked.every((line) => line.endsWith(' '))).toBe(true);
    const snapshot = JSON.parse(readFileSync(join(dir, 'posts.json'), 'utf8'));
    expect(snapshot.posts.map((p: { slug: string }) => p.slug).sort()).toEqual([
      'erster',
      'tiefkuehl',
      'zweiter',
    ]);
  });

  it('fills {{fakt.…}} in title, teaser and text', async () => {
    const { posts } = await import('./posts.server');
    const { FACTS } = await import('@frischkontor/contract');
    const cold = (await posts.get('tiefkuehl'))!;
    expect(cold.meta.title).toBe(`Lagern bei ${FACTS.freezerStorage}`);
    expect(cold.meta.description).toBe(`Bestellen bis ${FACTS.orderCutoff}.`);
    expect(cold.content.html).toContain(`hält ${FACTS.freezerStorage}.`);
  });

  it('drops a withdrawn post once the version moves, and never keeps anything unpublished', async () => {
    const { loadBlog, posts, blogVersion } = await import('./posts.server');
    const before = blogVersion();
    answers = [post('erster', '2026-03-01'), post('entwurf', '2026-05-01', { status: 'draft' })];
    version = '2.3';
    await loadBlog();
    expect((await posts.all()).map((p) => p.slug)).toEqual(['erster']);
    expect(await posts.has('zweiter')).toBe(false);
    expect(await posts.has('entwurf')).toBe(false);
    expect(blogVersion()).toBeGreaterThan(before);
    expect(readFileSync(join(dir, 'posts.json'), 'utf8')).not.toContain('entwurf');
  });

  it('keeps serving the last published posts with the backend down, after a restart too', async () => {
    const { loadBlog, posts, blogPicture, resetBlogForTests } = await import('./posts.server');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await loadBlog();
    expect((await posts.all()).map((p) => p.slug)).toEqual(['erster']);
    // A new process: nothing in memory, the backend still down.
    resetBlogForTests();
    await loadBlog();
    expect((await posts.all()).map((p) => p.slug)).toEqual(['erster']);
    expect(await blogPicture('gruen.png')).toEqual(PNG);
  });
});
