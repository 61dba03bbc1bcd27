import { describe, expect, it } from 'vitest';
import { pageViewQueue, type PageView } from './page-views';

describe('page views waiting for posthog-js', () => {
  it('holds views until connected, then passes them on as they come', () => {
    const queue = pageViewQueue();
    const sent: PageView[] = [];
    queue.add({ url: 'https://x.test/', at: 1 });
    queue.add({ url: 'https://x.test/karriere', at: 2 });
    const disconnect = queue.connect((view) => sent.push(view));
    queue.add({ url: 'https://x.test/kontakt', at: 3 });
    expect(sent.map((v) => v.at)).toEqual([1, 2, 3]);

    disconnect();
    queue.add({ url: 'https://x.test/', at: 4 });
    const later: PageView[] = [];
    queue.connect((view) => later.push(view));
    expect(later.map((v) => v.at)).toEqual([4]);
  });
});
