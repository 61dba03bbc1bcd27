import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload, RELOAD_GUARD_MS, rememberReload } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('chunk-load reload guard', () => {
  it('reloads once per path, then not again within 10 s', () => {
    const storage = memoryStorage();
    expect(mayReload('/kontakt', 1_000_000, storage)).toBe(true);
    rememberReload('/kontakt', 1_000_000, storage);
    expect(mayReload('/kontakt', 1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(mayReload('/karriere', 1_000_000 + 1, storage)).toBe(true);
    expect(mayReload('/kontakt', 1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it('never reloads when it cannot remember the attempt', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(mayReload('/', 1, broken)).toBe(false);
  });

  it('ignores garbage and clocks that went backwards conservatively', () => {
    const storage = memoryStorage();
    storage.setItem('hallberg:chunk-reload:/', 'kaputt');
    expect(mayReload('/', 5_000, storage)).toBe(true);
    storage.setItem('hallberg:chunk-reload:/', '9000');
    expect(mayReload('/', 5_000, storage)).toBe(false);
  });

  it('recognises chunk-load errors of the major browsers and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/a.js',
      'error loading dynamically imported module: http://localhost/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error('Backend answered 500'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
