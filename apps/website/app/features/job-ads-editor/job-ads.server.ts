// HR writes the job ads (issue 18, item 1; decision 036) on the backend's job-ad API on their
// behalf: list, new, edit, publish, withdraw, preview as the public page (the history in
// history.server.ts). Only staff
// who may write ads open these pages; everyone else gets the 404 an unknown page gets. The
// backend checks every call again.
import {
  factsIn,
  JOB_AD_STATUS_LABELS,
  type JobAdStatus,
  type JobField,
} from '@frischkontor/contract';
import { jobAdCompleteSchema } from '@frischkontor/contract/job-ads';
import { ApiError } from '@frischkontor/helium-client';
import { readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { EDITOR_MESSAGES } from '~/features/content-editor/index.server';
import { isOpen } from '~/features/job-ads';
import { askBackend } from '~/platform/api/ask-backend.server';
import { renderMarkdown } from '~/platform/content/markdown.server';
import { notFound, read, requireHr, text, UNAVAILABLE, type ApiAd } from './api.server';
import { apiBodyOf, draftFrom, emptyDraft, formField, saved, today } from './draft.server';
import { namedFieldsText } from './labels';
import type { JobAdActionResult, JobAdDraft } from './types';

export async function jobAdListLoader(args: LoaderFunctionArgs) {
  const { url, publish, api } = await requireHr(args);
  const ads = await read<ApiAd[]>(api, url, '/jobs/posts');
  const now = new Date();
  return {
    seo: {
      title: 'Stellenanzeigen',
      description: 'Stellenanzeigen schreiben, veröffentlichen und zurückziehen.',
      noindex: true,
    },
    publish,
    ads: ads.map((ad) => ({
      slug: ad.slug,
      title: ad.title,
      field: ad.category,
      status: ad.status,
      statusLabel: JOB_AD_STATUS_LABELS[ad.status],
      validThrough: ad.fields?.validThrough ?? null,
      /** Published, but past its last day: the website shows it as filled. */
      expired:
        ad.status === 'published' &&
        !!ad.fields?.validThrough &&
        !isOpen({ validThrough: ad.fields.validThrough }, now),
      updated_at: ad.updated_at,
      updated_by: ad.updated_by?.name ?? null,
    })),
  };
}

export async function jobAdEditLoader(args: LoaderFunctionArgs) {
  const { url, publish, api } = await requireHr(args);
  const slug = args.params.slug;
  const ad = slug
    ? saved(await read<ApiAd>(api, url, `/jobs/posts/${encodeURIComponent(slug)}`))
    : null;
  // Published or withdrawn ads change only by those who may publish (decision 036).
  if (ad && ad.status !== 'draft' && !publish) throw notFound(url);
  return {
    seo: {
      title: ad ? `Bearbeiten: ${ad.draft.title}` : 'Neue Stellenanzeige',
      description: 'Eine Stellenanzeige schreiben.',
      noindex: true,
    },
    publish,
    ad,
    draft: ad?.draft ?? emptyDraft(),
  };
}

/** A refused save names fields; a refused publish of a saved draft says what is missing. */
const CHECK_FIELDS =
  'Bitte die markierten Felder prüfen. Nichts ist verloren: Alles steht weiter im Formular.';
const NOT_YET_PUBLISHED =
  'Als Entwurf gespeichert, aber noch nicht veröffentlicht: Zum Veröffentlichen fehlen noch diese Angaben.';

function refusal(draft: JobAdDraft, incomplete = CHECK_FIELDS, kept?: ApiAd) {
  return {
    unavailable: () =>
      data<JobAdActionResult>({ ok: false, message: UNAVAILABLE, draft }, { status: 503 }),
    refused(error: ApiError) {
      if (error.status === 409 && error.body?.reason === 'stale_version') {
        const current = (error.body as { current?: ApiAd }).current;
        return data<JobAdActionResult>(
          {
            ok: false,
            message: error.message,
            draft,
            current: current ? saved(current) : undefined,
          },
          { status: 409 },
        );
      }
      const fields: Record<string, string> = {};
      for (const [key, message] of Object.entries(error.fieldErrors))
        fields[formField(key)] ??= message;
      const message =
        error.status === 422 ? incomplete : `${error.message} Der Text steht weiter im Formular.`;
      return data<JobAdActionResult>(
        { ok: false, message, fields, draft, ...(kept ? { ad: saved(kept) } : {}) },
        { status: error.status >= 500 ? 502 : error.status },
      );
    },
  };
}

const STATUS_MESSAGES: Record<JobAdStatus, string> = {
  draft: 'Die Anzeige ist wieder ein Entwurf und nicht mehr auf der Website.',
  published: 'Veröffentlicht: Die Anzeige steht in wenigen Sekunden auf der Karriereseite.',
  archived:
    'Zurückgezogen: Die Anzeige verschwindet in wenigen Sekunden von der Karriereseite; ihre Adresse meldet „Diese Stelle ist bereits besetzt“.',
};

export async function jobAdEditAction(args: ActionFunctionArgs) {
  const { url, publish, api } = await requireHr(args);
  const slug = args.params.slug ?? null;
  const form = await readForm(args.request);
  const intent = text(form, 'intent');
  const note = text(form, 'note').trim();
  const version = Number(text(form, 'version'));
  const path = slug ? `/jobs/posts/${encodeURIComponent(slug)}` : '';
  const draft = draftFrom(form);

  return askBackend(
    url,
    async () => {
      if (!slug) {
        const created = await api.send<{ data: ApiAd }>('POST', '/jobs/posts', {
          body: {
            ...apiBodyOf(draft),
            ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
            note: note || 'Angelegt',
          },
        });
        throw redirect(`/intern/stellen/${created.data.slug}/bearbeiten?angelegt=1`);
      }
      if (intent === 'save') {
        const answer = await api.send<{ data: ApiAd }>('PUT', path, {
          body: { ...apiBodyOf(draft), version, note },
        });
        return {
          ok: true,
          message: answer.data.version === version ? EDITOR_MESSAGES.noChanges : 'Gespeichert.',
          ad: saved(answer.data),
        } satisfies JobAdActionResult;
      }
      if (publish && (intent === 'publish' || intent === 'withdraw')) {
        // Publishing saves what is in the form first, so what goes online is what HR sees.
        const status: JobAdStatus = intent === 'publish' ? 'published' : 'archived';
        let current = version;
        let kept: ApiAd | undefined;
        if (status === 'published') {
          const answer = await api.send<{ data: ApiAd }>('PUT', path, {
            body: { ...apiBodyOf(draft), version, note },
          });
          current = answer.data.version;
          kept = answer.data;
        }
        let moved: { data: ApiAd };
        try {
          moved = await api.send<{ data: ApiAd }>('POST', `${path}/status`, {
            body: { status, version: current },
          });
        } catch (error) {
          // The draft is saved; what the backend still misses is named at the fields.
          if (error instanceof ApiError && error.status === 422)
            return refusal(draft, NOT_YET_PUBLISHED, kept).refused(error);
          throw error;
        }
        return {
          ok: true,
          message: STATUS_MESSAGES[status],
          ad: saved(moved.data),
        } satisfies JobAdActionResult;
      }
      return data<JobAdActionResult>(
        { ok: false, message: 'Unbekannte Aktion.', draft },
        { status: 400 },
      );
    },
    refusal(draft),
  );
}

/** The saved ad as the public page will show it. */
export async function jobAdPreviewLoader(args: LoaderFunctionArgs) {
  const { url, api } = await requireHr(args);
  const ad = await read<ApiAd>(
    api,
    url,
    `/jobs/posts/${encodeURIComponent(args.params.slug ?? '')}`,
  );
  const f = ad.fields ?? {};
  // A draft may still lack parts: the preview shows what is there and names what is missing.
  const check = jobAdCompleteSchema.safeParse({ ...ad, fields: f });
  const errors: Record<string, string> = {};
  for (const issue of check.error?.issues ?? [])
    errors[formField(issue.path.join('.'))] ??= issue.message;
  return {
    seo: { title: `Vorschau: ${ad.title}`, description: ad.description, noindex: true },
    status: ad.status,
    statusLabel: JOB_AD_STATUS_LABELS[ad.status],
    missing: namedFieldsText(errors),
    // `{{fakt.…}}` filled as on the job board.
    job: factsIn({
      ...f,
      employmentType: f.employmentType ?? [],
      location: f.location ?? '–',
      startDate: f.startDate ?? '–',
      hours: f.hours ?? '–',
      validThrough: f.validThrough ?? '',
      tasks: f.tasks ?? [],
      profile: f.profile ?? [],
      offer: f.offer ?? [],
      contact: { name: '–', role: '', phone: '', email: '', ...f.contact },
      slug: ad.slug,
      title: ad.title,
      description: ad.description,
      field: (ad.category || '–') as JobField,
      datePosted: ad.date ?? today(),
      updated: ad.updated_at.slice(0, 10),
      withdrawn: ad.status === 'archived',
      html: (await renderMarkdown(ad.body ?? '')).html,
    }),
  };
}
