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
