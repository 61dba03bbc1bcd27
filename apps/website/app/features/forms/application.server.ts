import { data, redirect, type ActionFunctionArgs } from 'react-router';
import {
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_FILE_TYPES,
  APPLICATION_FILES_HINT,
  APPLICATION_MAX_FILES,
  APPLICATION_TOTAL_MAX_BYTES,
  applicationFileKind,
} from '@frischkontor/contract';
import { applicationSchema } from '@frischkontor/contract/forms/schemas';
import { ApiError, BackendUnavailableError } from '@frischkontor/helium-client';
import { backendWithFreshCsrf } from '~/platform/api/session.server';
import { firstErrors } from './contact.server';
import { HONEYPOT, STARTED, type ApplicationValues, type FormResult } from './fields';
import { checkFillTime } from './protection.server';

type CheckedFile = { blob: Blob; name: string };

/**
 * The CV files (at least one) and the optional further documents, each checked by content
 * (never by name), within one count and size limit; or a German message for the field at fault.
 */
async function checkFiles(
  cv: File[],
  attachments: File[],
): Promise<{ cv: CheckedFile[]; attachments: CheckedFile[] } | { field: string; message: string }> {
  const all = [...cv, ...attachments];
  const field = attachments.length ? 'attachments' : 'cv';
  if (cv.length === 0)
    return {
      field: 'cv',
      message: 'Bitte laden Sie Ihren Lebenslauf hoch: als PDF, Word-Datei (DOCX) oder Fotos.',
    };
  if (all.length > APPLICATION_MAX_FILES)
    return { field, message: `Bitte laden Sie höchstens ${APPLICATION_MAX_FILES} Dateien hoch.` };
  if (all.reduce((n, f) => n + f.size, 0) > APPLICATION_TOTAL_MAX_BYTES)
    return {
      field,
      message: 'Ihre Dateien sind zusammen größer als 25 MB. Bitte laden Sie kleinere Fotos hoch.',
    };
  const check = async (file: File, fallback: string): Promise<CheckedFile | string> => {
    const shown = file.name.slice(0, 80) || 'Die Datei';
    if (file.size > APPLICATION_FILE_MAX_BYTES)
      return `„${shown}“ ist größer als 10 MB. Bitte laden Sie eine kleinere Datei hoch.`;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = applicationFileKind(bytes);
    if (!kind)
      return `„${shown}“ können wir nicht öffnen: Bitte laden Sie PDF, Word (DOCX) oder Fotos (JPEG, PNG, HEIC) hoch.`;
    const base = file.name
      .replace(/[^\p{L}\p{N}._ -]/gu, '_')
      .replace(/\.[^.]*$/, '')
      .slice(0, 100);
    return {
      blob: new Blob([bytes], { type: APPLICATION_FILE_TYPES[kind] }),
      name: `${base || fallback}.${kind}`,
    };
  };
  const checked = { cv: [] as CheckedFile[], attachments: [] as CheckedFile[] };
  for (const [name, files, fallback] of [
    ['cv', cv, 'Lebenslauf'],
    ['attachments', attachments, 'Anlage'],
  ] as const) {
    for (const file of files) {
      const result = await check(file, fallback);
      if (typeof result === 'string') return { field: name, message: result };
      checked[name].push(result);
    }
  }
  return checked;
}

function valuesOf(form: FormData): ApplicationValues {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v.slice(0, 5000) : '';
  };
  return {
    name: get('name'),
    email: get('email'),
    phone: get('phone'),
    start_date: get('start_date'),
    message: get('message'),
  };
}

/** Too big to be an application: refused before the body is read. */
export function rejectOversizedUpload(request: Request): void {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > APPLICATION_TOTAL_MAX_BYTES + 256 * 1024) {
    throw data<FormResult<ApplicationValues>>(
      {
        status: 'invalid',
        message: 'Ihre Unterlagen sind zusammen größer als 25 MB.',
        errors: { cv: `Bitte laden Sie kleinere Dateien hoch: ${APPLICATION_FILES_HINT}` },
        values: {},
      },
      { status: 413 },
    );
  }
}

export async function applicationAction(
  { request, context }: ActionFunctionArgs,
  job: { slug: string; title: string },
) {
  rejectOversizedUpload(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<FormResult<ApplicationValues>>(
      {
        status: 'invalid',
        message: 'Das Formular kam unvollständig an. Bitte senden Sie es noch einmal.',
        errors: {},
        values: {},
      },
      { status: 400 },
    );
  }
  const values = valuesOf(form);
  const fill = checkFillTime(form.get(STARTED));
  const fail = (
    result: Omit<FormResult<ApplicationValues>, 'values' | 'started'>,
    status: number,
  ) =>
    data<FormResult<ApplicationValues>>(
      { ...result, values, ...(fill === 'ok' && { started: String(form.get(STARTED)) }) },
      { status },
    );

  if (String(form.get(HONEYPOT) ?? '') !== '') throw redirect(`/karriere/${job.slug}/danke`, 303);

  if (fill !== 'ok') {
    return fail(
      {
        status: 'too-fast',
        message:
          fill === 'too-fast'
            ? 'Das ging sehr schnell. Bitte prüfen Sie Ihre Angaben und senden Sie die Bewerbung noch einmal ab.'
            : 'Das Formular ist abgelaufen. Bitte senden Sie es noch einmal ab.',
        errors: {},
      },
      422,
    );
  }

  const parsed = applicationSchema.safeParse(
    Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')),
  );
  const errors = parsed.success ? {} : firstErrors(parsed.error);

  const filesOf = (name: string) =>
    form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);
  const checked = await checkFiles(filesOf('cv'), filesOf('attachments'));
  if ('message' in checked) errors[checked.field] = checked.message;
  if (!parsed.success || Object.keys(errors).length > 0 || 'message' in checked) {
    return fail(
      { status: 'invalid', message: 'Bitte prüfen Sie die markierten Felder.', errors },
      422,
    );
  }

  const upload = new FormData();
  for (const [k, v] of Object.entries({
    ...parsed.data,
    privacy: 'true',
    job_slug: job.slug,
    job_title: job.title,
  })) {
    upload.set(k, v === null || v === undefined ? '' : String(v));
  }
  for (const file of checked.cv) upload.append('cv', file.blob, file.name);
  for (const file of checked.attachments) upload.append('attachments', file.blob, file.name);

  try {
    const api = await backendWithFreshCsrf(request, context);
    await api.send('POST', '/forms/application', { body: upload, timeoutMs: 30_000 });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 422 || error.status === 413)) {
      return fail(
        {
          status: 'invalid',
          // An ad withdrawn since the page was loaded has no field to mark: its reason leads.
          message: error.fieldErrors.job_slug ?? 'Bitte prüfen Sie die markierten Felder.',
          errors: error.fieldErrors,
        },
        422,
      );
    }
    if (error instanceof BackendUnavailableError || error instanceof ApiError) {
      return fail(
        {
          status: 'unavailable',
          message:
            'Ihre Bewerbung konnte gerade nicht übermittelt werden. Bitte versuchen Sie es in ein paar Minuten erneut – Ihre Dateien müssen Sie dann noch einmal auswählen.',
          errors: {},
        },
        503,
      );
    }
    throw error;
  }
  throw redirect(`/karriere/${job.slug}/danke`, 303);
}
