import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MS, followVersion } from './follow-version.server';

/** A question to the backend that answers the versions given, one per question, and counts. */
function backend(...answers: (string | Error)[]) {
  const question = vi.fn(async () => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('asked once too often');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return question;
}

describe('following a content version', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at most once per FOLLOW_MS', async () => {
    const followed = followVersion<string>();
    const ask = backend('1', '2');
    expect(await followed.current(ask)).toBe('1');
    vi.advanceTimersByTime(FOLLOW_MS - 1);
    expect(await followed.current(ask)).toBe('1');
    expect(ask).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await followed.current(ask)).toBe('2');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks one question at a time: whoever comes meanwhile shares its answer', async () => {
    const followed = followVersion<string>();
    const ask = backend('1');
    const other = backend();
    expect(await Promise.all([followed.current(ask), followed.current(other)])).toEqual(['1', '1']);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('keeps the last known version while the backend does not answer', async () => {
    const followed = followVersion<string>();
    const ask = backend('1', new Error('down'), '2');
    await followed.current(ask);
    vi.advanceTimersByTime(FOLLOW_MS);
    expect(await followed.current(ask)).toBe('1');
    // A failed question is no answer: the next request asks again.
    expect(await followed.current(ask)).toBe('2');
  });

  it('fails without a known version; someone else’s failed question is asked again as one’s own', async () => {
    const followed = followVersion<string>();
    const ended = backend(new Error('session ended'));
    const mine = backend('7');
    const [first, second] = await Promise.allSettled([
      followed.current(ended),
      followed.current(mine),
    ]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: '7' });
  });

  it('counts a version’s age from when it was asked, not from when the answer came', async () => {
    const followed = followVersion<string>();
    const slow = vi.fn(async () => {
      vi.advanceTimersByTime(FOLLOW_MS - 200);
      return '1';
    });
    await followed.current(slow);
    vi.advanceTimersByTime(200);
    const ask = backend('2');
    expect(await followed.current(ask)).toBe('2');
  });

  it('a fresh version is the answer to a question asked now, not one already under way', async () => {
    const followed = followVersion<string>();
    let answer!: (version: string) => void;
    const early = followed.current(() => new Promise<string>((resolve) => (answer = resolve)));
    const fresh = followed.fresh(backend('2'));
    answer('1');
    expect(await early).toBe('1');
    expect(await fresh).toBe('2');
    // The later question's answer is the one known, whichever came last.
    expect(await followed.current(backend())).toBe('2');
  });

  it('keeps the newer question’s answer when an older one comes after it', async () => {
    const followed = followVersion<string>();
    let answer!: (version: string) => void;
    const early = followed.current(() => new Promise<string>((resolve) => (answer = resolve)));
    vi.advanceTimersByTime(1);
    expect(await followed.fresh(backend('2'))).toBe('2');
    answer('1');
    await early;
    expect(await followed.current(backend())).toBe('2');
  });

  it('after forget, a question asked before the save is not shared', async () => {
    const followed = followVersion<string>();
    let answer!: (version: string) => void;
    const before = followed.current(() => new Promise<string>((resolve) => (answer = resolve)));
    followed.forget();
    const after = followed.current(backend('2'));
    answer('1');
    expect(await before).toBe('1');
    expect(await after).toBe('2');
  });

  it('asks at once after forget, and knows nothing after reset', async () => {
    const followed = followVersion<string>();
    const ask = backend('1', '2', new Error('down'));
    await followed.current(ask);
    followed.forget();
    expect(await followed.current(ask)).toBe('2');
    followed.reset();
    await expect(followed.current(ask)).rejects.toThrow('down');
  });
});
