// On the server a deferred component's code loads when its module does; serverCodeLoaded()
// waits for every such load, so nothing a module started outlives the test file that imported it.
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { deferUntilInput, loadOnDemand, serverCodeLoaded } from './deferred';

function slowModule(ms: number) {
  let loaded = false;
  const load = () =>
    new Promise<{ default: ComponentType<object> }>((resolve) =>
      setTimeout(() => {
        loaded = true;
        resolve({ default: () => null });
      }, ms),
    );
  return { load, loaded: () => loaded };
}

describe('deferred components on the server', () => {
  it('start loading at once, and serverCodeLoaded() resolves only after every load', async () => {
    const first = slowModule(30);
    const second = slowModule(60);
    deferUntilInput(first.load);
    loadOnDemand(second.load);
    expect([first.loaded(), second.loaded()]).toEqual([false, false]);
    await serverCodeLoaded();
    expect([first.loaded(), second.loaded()]).toEqual([true, true]);
  });
});
