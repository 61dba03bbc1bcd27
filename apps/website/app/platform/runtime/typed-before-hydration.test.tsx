// @vitest-environment happy-dom
// Text typed into server-rendered fields before React hydrates them stays, and React's state
// learns it (the browser test in wiki-editing.spec.ts does the same with the wiki's editor).
import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keepTypedValues, TYPED_FIELDS_KEY, type EarlyTyping } from './typed-before-hydration';

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

type Fields = Record<'Titel' | 'Text' | 'Notiz', string>;
const TYPED: Fields = {
  Titel: 'Staplerregeln (neu)',
  Text: 'Erster Absatz.\n\nVor dem Laden getippt.',
  Notiz: 'Nur eine Notiz.',
};

/**
 * Renders the form on the "server", changes its fields before hydration (`how`: typed before
 * the page's code ran, typed after, or restored by the browser without an input event),
 * hydrates, and puts back what was typed when `restore` is set.
 */
async function changeThenHydrate(how: 'early' | 'late' | 'restored', restore = true) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  const field = (label: string) =>
    container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`)!;
  const change = () => {
    for (const [label, value] of Object.entries(TYPED)) {
      field(label).value = value;
      if (how !== 'restored') field(label).dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  // What the after-paint script keeps until the page's code takes over.
  const early = new Map<EventTarget, string>();
  const note = (event: Event) => early.set(event.target!, (event.target as HTMLInputElement).value);
  document.addEventListener('input', note, true);
  (window as unknown as Record<string, EarlyTyping>)[TYPED_FIELDS_KEY] = {
    fields: early,
    stop: () => document.removeEventListener('input', note, true),
  };
  if (how !== 'late') change();
  const putBack = keepTypedValues();
  if (how === 'late') change();

  await act(async () => {
    hydrateRoot(container, <Page />);
    await Promise.resolve();
  });
  if (restore) await act(async () => putBack());
  const result = {
    fields: { Titel: field('Titel').value, Text: field('Text').value, Notiz: field('Notiz').value },
    state: container.querySelector('output')!.textContent,
  };
  // Its listener ends, as on a page: it would repair the fields of the tests after this one.
  if (!restore) await act(async () => putBack());
  return result;
}

describe('keepTypedValues', () => {
  it.each(['early', 'late'] as const)(
    'puts back what was typed before hydration (%s), and React takes it over',
    async (how) => {
      expect(await changeThenHydrate(how)).toEqual({
        fields: TYPED,
        state: `${TYPED.Titel} | ${TYPED.Text}`,
      });
    },
  );

  it('without it, React hydrates over what was typed', async () => {
    const { state, fields } = await changeThenHydrate('early', false);
    expect(state).toBe('Staplerregeln | Erster Absatz.');
    expect(fields.Text).toBe('Erster Absatz.');
  });

  // CI, 2026-11-29: React hydrates the page in slices; it set the textarea back to the server's
  // text while the person was still typing, and the page counted as hydrated only later. What
  // was typed before that slice was lost; what came after stayed.
  it('keeps what was typed before React hydrated the field, and what was typed after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.replaceChildren(container);
    const text = container.querySelector<HTMLTextAreaElement>('[aria-label="Text"]')!;
    const type = (chars: string) => {
      text.value += chars;
      text.dispatchEvent(new Event('input', { bubbles: true }));
    };
    (window as unknown as Record<string, EarlyTyping | undefined>)[TYPED_FIELDS_KEY] = undefined;
    const putBack = keepTypedValues();
    type(' Vor dem Laden');
    await act(async () => {
      hydrateRoot(container, <Page />);
      await Promise.resolve();
    });
    // React's hydration has set the field back: the person types on, at its end.
    expect(text.value).toBe('Erster Absatz.');
    type(' getippt.');
    await act(async () => putBack());
    expect(text.value).toBe('Erster Absatz. Vor dem Laden getippt.');
    expect(container.querySelector('output')!.textContent).toBe(
      'Staplerregeln | Erster Absatz. Vor dem Laden getippt.',
    );
  });

  // CI, 2026-11-30 (three workers): React's hydration set the textarea back to the server's text
  // before the person's next keystroke, which put the caret at the end of that text; putting the
  // typed text back then kept the caret there, so the person typed on in front of what they had
  // typed („…(3a282a).aden sofort getippt. Nach dem L“).
  it('puts the caret back after what was typed when hydration had set the field back', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.replaceChildren(container);
    const text = container.querySelector<HTMLTextAreaElement>('[aria-label="Text"]')!;
    text.focus();
    (window as unknown as Record<string, EarlyTyping | undefined>)[TYPED_FIELDS_KEY] = undefined;
    const putBack = keepTypedValues();
    text.value += ' Nach dem L';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      hydrateRoot(container, <Page />);
      await Promise.resolve();
    });
    expect(text.value).toBe('Erster Absatz.');
    expect(text.selectionEnd).toBe(14);
    // Where the caret is once the typed text is back (before React renders what it learnt).
    let caret: (number | null)[] = [];
    await act(async () => {
      putBack();
      caret = [text.selectionStart, text.selectionEnd];
    });
    expect(text.value).toBe('Erster Absatz. Nach dem L');
    expect(caret).toEqual([25, 25]);
  });

  it('leaves values the browser restored on a reload (no typing) to React', async () => {
    const { state, fields } = await changeThenHydrate('restored');
    expect(state).toBe('Staplerregeln | Erster Absatz.');
    expect(fields.Text).toBe('Erster Absatz.');
  });
});
