// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoutesStub, Form, redirect } from 'react-router';
import { expect, it } from 'vitest';
import { usePendingForm } from './pending';

function Send() {
  const pending = usePendingForm();
  return (
    <Form method="post">
      <button type="submit" disabled={pending !== undefined}>
        {pending ? 'Wird gesendet …' : 'Senden'}
      </button>
    </Form>
  );
}

it('keeps a form busy until the page after its action has loaded: a second click sends nothing', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let sent = 0;
  let thanksLoading = false;
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Send,
      action: () => {
        sent++;
        return redirect('/danke');
      },
    },
    {
      path: '/danke',
      // The thank-you page loads slowly (a slow phone, a busy server).
      loader: () => {
        thanksLoading = true;
        return new Promise<null>(() => {});
      },
      Component: () => <p>Danke</p>,
    },
  ]);
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  await act(async () => root.render(<Stub />));
  const button = () => container.querySelector('button')!;
  await act(async () => button().click());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(sent).toBe(1);
  expect(thanksLoading).toBe(true);
  expect(button().disabled).toBe(true);
  expect(button().textContent).toBe('Wird gesendet …');
  await act(async () => button().click());
  expect(sent).toBe(1);
  await act(async () => root.unmount());
});
