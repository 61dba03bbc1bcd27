// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoutesStub, Form, redirect } from 'react-router';
import { expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

it('stays busy until the page after the action has loaded: a second click sends nothing', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Registering, then the page after it loads slowly (a slow phone): the button was enabled
  // again once the action was done, and a second click registered a second time.
  let sent = 0;
  let nextLoading = false;
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <Form method="post">
          <SubmitButton pendingLabel="Wird registriert …">Registrieren</SubmitButton>
        </Form>
      ),
      action: () => {
        sent++;
        return redirect('/weiter');
      },
    },
    {
      path: '/weiter',
      loader: () => {
        nextLoading = true;
        return new Promise<null>(() => {});
      },
      Component: () => <p>Weiter</p>,
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
  expect(nextLoading).toBe(true);
  expect(button().disabled).toBe(true);
  expect(button().textContent).toBe('Wird registriert …');
  await act(async () => button().click());
  expect(sent).toBe(1);
  await act(async () => root.unmount());
});
