import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { editorShouldRevalidate, TITLE_AT_LOAD } from './revalidate';

const url = new URL('http://localhost/intern/wiki/a/bearbeiten');
function after(action: Partial<ShouldRevalidateFunctionArgs>) {
  return editorShouldRevalidate({
    currentUrl: url,
    currentParams: {},
    nextUrl: url,
    nextParams: {},
    defaultShouldRevalidate: true,
    ...action,
  } as ShouldRevalidateFunctionArgs);
}
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the editors reload their data', () => {
  it('not after a save the page takes from the answer', () => {
    const saved = form({ intent: 'save', title: 'Kühlkette', [TITLE_AT_LOAD]: 'Kühlkette' });
    expect(after({ formMethod: 'POST', formData: saved, actionResult: { ok: true } })).toBe(false);
    const status = form({ intent: 'status', status: 'review' });
    expect(after({ formMethod: 'POST', formData: status, actionResult: { ok: true } })).toBe(false);
  });

  it('after a refused save, a new title, or a navigation', () => {
    const saved = form({ intent: 'save', title: 'Kühlkette', [TITLE_AT_LOAD]: 'Kühlkette' });
    expect(after({ formMethod: 'POST', formData: saved, actionResult: { ok: false } })).toBe(true);
    const renamed = form({ intent: 'save', title: 'Kühlkette neu', [TITLE_AT_LOAD]: 'Kühlkette' });
    expect(after({ formMethod: 'POST', formData: renamed, actionResult: { ok: true } })).toBe(true);
    expect(after({})).toBe(true);
  });
});
