// An ad withdrawn after the page was loaded: the backend refuses the application at the job
// (security item 11), and the applicant reads why instead of "check the marked fields".
import { ApiError } from '@frischkontor/helium-client';
import { describe, expect, it, vi } from 'vitest';
import { applicationAction } from './application.server';
import { STARTED } from './fields';
import { startedToken } from './protection.server';

const REFUSED =
  'Diese Stelle ist nicht (mehr) ausgeschrieben. Schicken Sie uns gern eine Initiativbewerbung.';

const sent: FormData[] = [];
vi.mock('~/platform/api/session.server', () => ({
  backendWithFreshCsrf: async () => ({
    send: async (_method: string, _path: string, { body }: { body: FormData }) => {
      sent.push(body);
      throw new ApiError(422, { message: REFUSED, errors: { job_slug: [REFUSED] } });
    },
  }),
}));

function application(): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Jonas Jürgensen',
    email: 'jonas@example.org',
    phone: '0170 1234567',
    start_date: '2027-02-01',
    privacy: 'on',
    [STARTED]: startedToken(Date.now() - 60_000),
  }))
    form.set(k, v);
  form.set('cv', new File(['%PDF-1.4\n%%EOF\n'], 'Lebenslauf.pdf'));
  return new Request('http://localhost/karriere/fahrer', { method: 'POST', body: form });
}

describe('an application the backend refuses at the job', () => {
  it('shows the backend’s reason as the form’s message', async () => {
    const result = (await applicationAction(
      { request: application(), context: {} as never, params: {} } as never,
      { slug: 'fahrer', title: 'Fahrer (m/w/d)' },
    )) as unknown as { data: { status: string; message: string }; init: { status: number } };
    expect(sent[0]?.get('job_slug')).toBe('fahrer');
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({ status: 'invalid', message: REFUSED });
  });
});
