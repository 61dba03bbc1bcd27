// @vitest-environment happy-dom
// Text typed into server-rendered fields before React hydrates them stays, and React's state
// learns it (the browser test in wiki-editing.spec.ts does the same with the wiki's editor).
import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keepTypedValues } from './typed-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form() {
  const [title, setTitle] = useState('Staplerregeln');
  const [body, setBody] = useState('Erster Absatz.');
  return (
    <form>
      <input aria-label="Titel" value={title} onChange={(e) => setTitle(e.target.value)} />
      <textarea aria-label="Text" value={body} onChange={(e) => setBody(e.target.value)} />
      <textarea aria-label="Notiz" name="note" defaultValue="" />
      <output>{`${title} | ${body}`}</output>
    </form>
  );
}

/** The form inside a boundary, as a route's page is: React hydrates it after the root. */
function Page() {
  return (
    <Suspense fallback={null}>
      <Form />
    </Suspense>
  );
}

async function typeThenHydrate(restore: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  const field = (label: string) =>
    container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`)!;
  field('Titel').value = 'Staplerregeln (neu)';
  field('Text').value = 'Erster Absatz.\n\nVor dem Laden getippt.';
  field('Notiz').value = 'Nur eine Notiz.';

  const putBack = keepTypedValues();
  await act(async () => {
    hydrateRoot(container, <Page />);
    await Promise.resolve();
  });
  if (restore) await act(async () => putBack());
  return {
    title: field('Titel').value,
    body: field('Text').value,
    note: field('Notiz').value,
    state: container.querySelector('output')!.textContent,
  };
}

describe('keepTypedValues', () => {
  it('puts back what was typed before hydration, and React takes it over', async () => {
    expect(await typeThenHydrate(true)).toEqual({
      title: 'Staplerregeln (neu)',
      body: 'Erster Absatz.\n\nVor dem Laden getippt.',
      note: 'Nur eine Notiz.',
      state: 'Staplerregeln (neu) | Erster Absatz.\n\nVor dem Laden getippt.',
    });
  });

  it('without it, React hydrates over what was typed', async () => {
    const result = await typeThenHydrate(false);
    expect(result.state).toBe('Staplerregeln | Erster Absatz.');
  });
});
