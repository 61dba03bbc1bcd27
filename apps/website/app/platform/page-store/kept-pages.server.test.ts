import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptPages, type KeptPage } from './kept-pages.server';

let settingsVersion = 1;
vi.mock('~/platform/settings/domain-settings.server', () => ({
  domainSettingsVersion: () => settingsVersion,
}));

afterEach(() => {
  settingsVersion = 1;
});

const html = (status = 200, headers: Record<string, string> = {}) =>
  new Response('<p>Wiki</p>', {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });
const page: Omit<KeptPage, 'expiresAt'> = {
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from('<p>Wiki</p>'),
};

describe('kept pages (decision 009): what the store keeps', () => {
  it('keeps a page from its second request on, then finds it by key', () => {
    const store = new KeptPages();
    expect(store.wants('group|/intern/wiki', html(), false)).toBe(false);
    expect(store.wants('group|/intern/wiki', html(), false)).toBe(true);
    store.keep('group|/intern/wiki', page);
    expect(store.lookup('group|/intern/wiki')).toMatchObject({ status: 200 });
    expect(store.lookup('other-group|/intern/wiki')).toBeUndefined();
  });

  it('never keeps an answer that sets a cookie, is not a 200 HTML page or was cut off', () => {
    const store = new KeptPages();
    const asked = (response: Response, aborted = false) => {
      store.wants('k', response, aborted);
      return store.wants('k', response, aborted);
    };
    expect(asked(html(200, { 'set-cookie': 'a=b' }))).toBe(false);
    expect(asked(html(404))).toBe(false);
    expect(asked(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(
      false,
    );
    expect(asked(html(), true)).toBe(false);
    expect(asked(html())).toBe(true);
  });

  it('keeps nothing when keeping is off (development)', () => {
    const store = new KeptPages({ keep: false });
    store.wants('k', html(), false);
    expect(store.wants('k', html(), false)).toBe(false);
  });

  it('forgets what was rendered with other domain settings', () => {
    const store = new KeptPages();
    store.keep('k', page);
    expect(store.lookup('k')).toBeDefined();
    settingsVersion = 2;
    expect(store.lookup('k')).toBeUndefined();
  });
});
