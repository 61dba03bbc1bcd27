// @vitest-environment happy-dom
// The rich editor shows its toolbar and the article as soon as Tiptap is ready (its state
// selector answers only from the first transaction on), and reports edits as Markdown.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import RichEditor from './RichEditor';

it('shows the toolbar and the text, and reports changes as Markdown', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const changes: string[] = [];
  let insert: ((src: string, alt: string) => void) | null = null;
  await act(async () => {
    root.render(
      <RichEditor
        initial={'## Ablauf\n\n> [!IMPORTANT]\n> Kühlkette halten.'}
        onChange={(markdown) => changes.push(markdown)}
        links={[{ title: 'Staplerregeln', href: '/intern/wiki/staplerregeln' }]}
        upload={{ open() {}, attach: (fn) => ((insert = fn), () => {}) }}
        labelledBy="text"
      />,
    );
  });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(container.querySelector('[role="toolbar"][aria-label="Formatierung"]')).not.toBeNull();
  expect(container.querySelector('h2')?.textContent).toBe('Ablauf');
  expect(container.querySelector('aside.callout-important')?.getAttribute('data-title')).toBe(
    'Wichtig',
  );
  await act(async () => insert!('images/tuer.png', 'Die Tür des Kühlraums'));
  expect(changes.at(-1)).toContain('![Die Tür des Kühlraums](images/tuer.png)');
  expect(container.querySelector('img')?.getAttribute('src')).toBe('/intern/wiki/bilder/tuer.png');
  await act(async () => root.unmount());
});

it('refuses a javascript: address in the link field and says why', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const changes: string[] = [];
  await act(async () => {
    root.render(
      <RichEditor
        initial="Hier klicken"
        onChange={(markdown) => changes.push(markdown)}
        links={[]}
        upload={{ open() {}, attach: () => () => {} }}
        labelledBy="text"
      />,
    );
  });
  await act(() => new Promise((r) => setTimeout(r, 50)));
  const type = async (value: string) => {
    const field = container.querySelector<HTMLInputElement>('input[list]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
    await act(async () => field.dispatchEvent(new Event('input', { bubbles: true })));
    await act(async () => field.form!.requestSubmit());
    return field;
  };
  await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Link"]')!.click());
  const field = await type('javascript:alert(1)');
  expect(changes.join('\n')).not.toContain('javascript');
  expect(container.querySelector('.ProseMirror a')).toBeNull();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const error = document.getElementById(field.getAttribute('aria-describedby')!);
  expect(error?.textContent).toContain('https://');
  // A proper address is accepted and the message goes away with the form.
  await type('https://example.org');
  expect(changes.at(-1)).toContain('(https://example.org)');
  expect(container.querySelector('input[list]')).toBeNull();
  await act(async () => root.unmount());
});

it('takes the focus from the textarea it replaces in the same task, not a frame later', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let focusedAfterTakeOver: Element | null = null;
  let takenAt = 0;
  const changes: string[] = [];
  // The frame Tiptap waits for never comes in this test: only a focus taken at once counts.
  const frames = globalThis.requestAnimationFrame;
  globalThis.requestAnimationFrame = () => 0;
  try {
    await act(async () => {
      root.render(
        <RichEditor
          initial="Erste Zeile."
          onChange={(markdown) => changes.push(markdown)}
          takeOver={() => {
            takenAt++;
            queueMicrotask(() => (focusedAfterTakeOver = document.activeElement));
            return { text: 'Erste Zeile. Getippt', caret: 20 };
          }}
          links={[]}
          labelledBy="text"
        />,
      );
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
  } finally {
    globalThis.requestAnimationFrame = frames;
  }
  expect(takenAt).toBe(1);
  expect(container.querySelector('.ProseMirror')?.textContent).toBe('Erste Zeile. Getippt');
  // The form learns the text typed before the hand-over, or „Speichern“ finds nothing changed
  // (CI, 2026-11-29: typing-never-lost, the blog after a full load on a slowed CPU).
  expect(changes).toEqual(['Erste Zeile. Getippt']);
  expect(focusedAfterTakeOver).toBe(container.querySelector('.ProseMirror'));
  await act(async () => root.unmount());
});
