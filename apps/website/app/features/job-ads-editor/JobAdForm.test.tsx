// @vitest-environment happy-dom
// HR reads a refused publish at the fields it names: every message names its field as the form
// labels it (one source, JOB_AD_LABELS), and the notice on top lists the fields by those labels.
import { jobAdCompleteSchema } from '@frischkontor/contract/job-ads';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet, useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formField } from './draft.server';
import { JobAdForm } from './JobAdForm';
import type { JobAdFormProps } from './JobAdForm';
import type { JobAdDraft, SavedJobAd } from './types';

const draft: JobAdDraft = {
  title: 'Kommissionierer Tiefkühllager (m/w/d)',
  slug: 'kommissionierer-tiefkuehllager',
  description: '',
  category: '',
  date: '',
  employmentType: [],
  location: '',
  regions: '',
  startDate: '',
  hours: '',
  salaryMin: '',
  salaryMax: '',
  salaryUnit: 'MONTH',
  validThrough: '',
  body: '',
  tasks: '',
  profile: '',
  offer: '',
  contactName: '',
  contactRole: '',
  contactPhone: '',
  contactEmail: '',
};

const ad: SavedJobAd = {
  slug: draft.slug,
  status: 'draft',
  version: 2,
  updated_at: '2026-11-28T10:00:00.000Z',
  updated_by: 'Petra Personal',
  draft,
};

/** What the backend answers to publishing the title-only draft, as the form receives it. */
function refusedFields(): Record<string, string> {
  const result = jobAdCompleteSchema.safeParse({ ...draft, date: null, fields: {} });
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    fields[formField(issue.path.join('.'))] ??= issue.message;
  return fields;
}

function render(fields: Record<string, string>): Document {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <JobAdForm
          ad={ad}
          draft={draft}
          publish
          created={false}
          answer={{ ok: false, message: 'Noch nicht veröffentlicht.', fields, draft }}
        />
      ),
    },
  ]);
  document.body.innerHTML = renderToString(<Stub />);
  return document;
}

describe('the job-ad form after a refused publish', () => {
  it('shows each message at its field, naming the field by its label', () => {
    const fields = refusedFields();
    expect(Object.keys(fields).length).toBeGreaterThanOrEqual(14);
    const page = render(fields);
    for (const [name, message] of Object.entries(fields)) {
      const control = page.querySelector(`[name="${name}"]`);
      expect(control, name).not.toBeNull();
      // A group of checkboxes is described and named by its fieldset.
      const group = control!.closest('fieldset[aria-describedby]');
      const described = (group ?? control!).getAttribute('aria-describedby') ?? '';
      const shown = described
        .split(' ')
        .map((id) => page.getElementById(id)?.textContent)
        .join(' ');
      expect(shown, name).toContain(message);
      const label = group
        ? group.querySelector('legend')!.textContent!
        : page.querySelector(`label[for="${control!.id}"]`)!.textContent!;
      expect(message, name).toContain(label.replace(/ \(optional\)$/, ''));
    }
  });

  it('lists the missing fields on top by their labels, each leading to its field', () => {
    const page = render(refusedFields());
    const alert = page.querySelector('[role="alert"]')!;
    const links = [...alert.querySelectorAll('a[href^="#"]')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Anriss',
      'Bereich',
      'Anstellungsart',
      'Arbeitsort',
      'Eintritt',
      'Arbeitszeit',
      'Veröffentlicht ab',
      'Gültig bis',
      'Text',
      'Ihre Aufgaben',
      'Ihr Profil',
      'Was wir bieten',
      'Ansprechperson: Name',
      'Ansprechperson: Funktion',
      'Ansprechperson: Telefon',
      'Ansprechperson: E-Mail',
    ]);
    for (const link of links)
      expect(page.getElementById(link.getAttribute('href')!.slice(1)), link.textContent!).not.toBe(
        null,
      );
  });
});

describe('the job-ad form while a save completes', () => {
  it('takes no second save until the page has its answer, and says it is saving', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // After the action the layout's data reloads (the session); on a slow phone that takes a
    // while, and the form on screen still holds the version it was loaded with. A second
    // „Speichern“ then sent that old version (CI, 2026-11-29: typing-never-lost, job ad).
    let layoutLoads = 0;
    let saves = 0;
    const Stub = createRoutesStub([
      {
        path: '/',
        loader: () => (++layoutLoads === 1 ? null : new Promise<null>(() => {})),
        Component: Outlet,
        children: [
          {
            index: true,
            action: () => {
              saves++;
              return { ok: true, message: 'Gespeichert.', ad: { ...ad, version: 3 } };
            },
            Component: function Page() {
              const answer = useActionData() as JobAdFormProps['answer'];
              return <JobAdForm ad={ad} draft={draft} publish created={false} answer={answer} />;
            },
          },
        ],
      },
    ]);
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    const root = createRoot(container);
    await act(async () => root.render(<Stub />));
    const button = () =>
      [...container.querySelectorAll<HTMLButtonElement>('button[value="save"]')][0]!;
    await act(async () => button().click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(saves).toBe(1);
    expect(layoutLoads).toBe(2);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Wird gespeichert …');
    await act(async () => button().click());
    expect(saves).toBe(1);
    await act(async () => root.unmount());
  });
});
