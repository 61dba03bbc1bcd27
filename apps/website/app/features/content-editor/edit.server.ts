// The editor's server side for every collection: the page's data, and its actions (preview,
// picture upload, save, status change) on the backend's API on the visitor's behalf.
import {
  WIKI_STATUS_LABELS,
  WIKI_STATUSES,
  type WikiArticleData,
  type WikiStatus,
} from '@frischkontor/contract';
import type { ApiClient, ApiError } from '@frischkontor/helium-client';
import { readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { mayEdit, notFound, requireWriter, text, type EditCollection } from './collection.server';
import type { Conflict, EditorActionResult, EditorFields } from './types';

/** The editor page's data: the item (none for a new one), the writer and what the form offers. */
export function editLoader(c: EditCollection) {
  return async (args: LoaderFunctionArgs) => {
    const { url, viewer, writer, api, read } = await requireWriter(c, args);
    const slug = args.params.slug;
    const article = slug
      ? c.editable(await read<WikiArticleData>(`${c.api}/${encodeURIComponent(slug)}`))
      : null;
    if (article && !mayEdit(writer, article.status)) throw notFound(url);
    return {
      seo: {
        title: article ? `Bearbeiten: ${article.title}` : c.words.newTitle,
        description: c.words.description,
        noindex: true,
      },
      article,
      writer,
      ...(await c.page(api, read, viewer)),
    };
  };
}

function fieldsOf(c: EditCollection, form: FormData): EditorFields {
  const fields: Record<string, string> = {};
  for (const name of c.fieldNames) fields[name] = text(form, name);
  fields.body = text(form, 'body').replace(/\r\n/g, '\n');
  return fields as EditorFields;
}

/** A refused write, and a backend that does not answer, in the editor's words. */
function refusal(c: EditCollection, intent: string, yours: Conflict['yours'] | null) {
  return {
    unavailable: () =>
      data<EditorActionResult>(
        { ok: false, intent, message: c.words.unavailable },
        { status: 503 },
      ),
    refused(error: ApiError) {
      if (error.status === 409 && error.body?.reason === 'stale_version' && yours) {
        const body = error.body as { current?: WikiArticleData };
        if (body.current)
          return data<EditorActionResult>(
            {
              ok: false,
              intent: intent as 'save',
              conflict: { message: error.message, current: c.editable(body.current), yours },
              message: error.message,
            },
            { status: 409 },
          );
      }
      if (error.status === 422 && intent === 'image')
        return data<EditorActionResult>(
          {
            ok: false,
            intent,
            message: 'Das Bild wurde nicht hochgeladen.',
            fields: { file: error.fieldErrors.file ?? error.message },
          },
          { status: 422 },
        );
      const fields: Record<string, string> = {};
      for (const [field, message] of Object.entries(error.fieldErrors))
        fields[c.errorFields[field] ?? 'body'] = message;
      const message =
        error.status === 422
          ? 'Bitte prüfe die markierten Felder. Dein Text ist nicht verloren.'
          : error.status === 404
            ? c.words.gone
            : `${error.message} Dein Text steht weiter im Editor.`;
      return data<EditorActionResult>(
        { ok: false, intent, message, fields },
        { status: error.status >= 500 ? 502 : error.status },
      );
    },
  };
}

async function uploadImage(c: EditCollection, api: ApiClient, url: URL, form: FormData) {
  const intent = 'image';
  const file = form.get('file');
  const alt = text(form, 'alt').trim();
  const fields: Record<string, string> = {};
  if (!(file instanceof File) || file.size === 0) fields.file = 'Bitte wähle ein Bild aus.';
  if (!alt)
    fields.alt =
      'Bitte beschreibe, was auf dem Bild zu sehen ist: Wer es nicht sehen kann, liest diesen Text.';
  if (Object.keys(fields).length)
    return data<EditorActionResult>(
      { ok: false, intent, message: 'Das Bild wurde nicht hochgeladen.', fields },
      { status: 422 },
    );
  const upload = new FormData();
  upload.set('file', file as File);
  return askBackend(
    url,
    async () => {
      const answer = await api.send<{ data: { id?: number; src: string } }>('POST', c.images, {
        body: upload,
        timeoutMs: 30_000,
      });
      return {
        ok: true,
        intent,
        id: answer.data.id ?? null,
        src: answer.data.src,
        alt,
      } satisfies EditorActionResult;
    },
    refusal(c, intent, null),
  );
}

/** Preview, picture upload, save and status changes of the editor page. */
export function editAction(c: EditCollection) {
  return async (args: ActionFunctionArgs) => {
    const { url, api } = await requireWriter(c, args);
    const slug = args.params.slug ?? null;
    const form = await readForm(args.request);
    const intent = text(form, 'intent');
    const path = slug ? `${c.api}/${encodeURIComponent(slug)}` : '';

    if (intent === 'preview')
      return {
        ok: true,
        intent: 'preview',
        html: await c.preview(text(form, 'body')),
      } satisfies EditorActionResult;

    if (intent === 'image') return uploadImage(c, api, url, form);

    if (intent === 'save') {
      const fields = fieldsOf(c, form);
      const note = text(form, 'note').trim();
      return askBackend(
        url,
        async () => {
          if (!slug) {
            const created = await api.send<{ data: WikiArticleData }>('POST', c.api, {
              body: { ...c.saveBody(fields, true), note: note || 'Angelegt' },
            });
            c.forget();
            throw redirect(`${c.base}/${created.data.slug}/bearbeiten?angelegt=1`);
          }
          const saved = await api.send<{ data: WikiArticleData }>('PUT', path, {
            body: { ...c.saveBody(fields, false), version: Number(text(form, 'version')), note },
          });
          c.forget();
          return {
            ok: true,
            intent,
            article: c.editable(saved.data),
            message: 'Gespeichert.',
          } satisfies EditorActionResult;
        },
        refusal(c, intent, fields),
      );
    }

    if (intent === 'status' && slug) {
      const status = text(form, 'status') as WikiStatus;
      const note = text(form, 'note').trim();
      if (!WIKI_STATUSES.includes(status))
        return data<EditorActionResult>(
          { ok: false, intent, message: 'Unbekannter Status.' },
          { status: 400 },
        );
      if (text(form, 'return') === '1' && !note)
        return data<EditorActionResult>(
          {
            ok: false,
            intent,
            message: 'Bitte schreib der Autorin oder dem Autor, was noch zu tun ist.',
            fields: { note: 'Bitte gib einen Kommentar an.' },
          },
          { status: 422 },
        );
      return askBackend(
        url,
        async () => {
          const moved = await api.send<{ data: WikiArticleData }>('POST', `${path}/status`, {
            body: { status, version: Number(text(form, 'version')), note },
          });
          c.forget();
          return {
            ok: true,
            intent,
            article: c.editable(moved.data),
            message: `Status: ${WIKI_STATUS_LABELS[status]}.`,
          } satisfies EditorActionResult;
        },
        refusal(c, intent, null),
      );
    }

    return data<EditorActionResult>(
      { ok: false, intent, message: 'Unbekannte Aktion.' },
      { status: 400 },
    );
  };
}

// ---- History ----
