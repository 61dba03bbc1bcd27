import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { ApiError, BackendUnavailableError } from '~/features/api/client';
import { backendWithFreshCsrf } from '~/features/auth/session.server';
import { firstErrors } from './contact.server';
import { CV_MAX_BYTES, HONEYPOT, STARTED, type ApplicationValues, type FormResult } from './fields';
import { checkFillTime } from './protection.server';

const applicationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Bitte geben Sie Ihren Namen an.')
    .max(120, 'Bitte höchstens 120 Zeichen.'),
  email: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie Ihre E-Mail-Adresse an.')
    .max(200, 'Diese E-Mail-Adresse ist zu lang.')
    .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.')),
  phone: z
    .string()
    .trim()
    .min(5, 'Bitte geben Sie eine Telefonnummer an, unter der wir Sie erreichen.')
    .max(40, 'Diese Telefonnummer ist zu lang.')
    .regex(/^[+()\d\s/-]+$/, 'Bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.'),
  start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte wählen Sie ein Datum.')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Bitte wählen Sie ein gültiges Datum.')
    .refine(
      (v) => v >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      'Das Datum liegt in der Vergangenheit.',
    ),
  message: z
    .string()
    .trim()
    .min(10, 'Bitte schreiben Sie uns ein paar Sätze zu sich – ein Anschreiben ist kein Muss.')
    .max(5000, 'Bitte höchstens 5.000 Zeichen.'),
  privacy: z.literal('on', { message: 'Bitte stimmen Sie der Verarbeitung Ihrer Bewerbung zu.' }),
});

/** PDF or DOCX, recognised by the first bytes of the file, never by its name. */
export function cvKind(bytes: Uint8Array): 'pdf' | 'docx' | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    // A DOCX is a ZIP whose parts include word/document.xml and [Content_Types].xml.
    const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 64 * 1024))).toString(
      'latin1',
    );
    const whole = head.includes('word/') ? head : Buffer.from(bytes).toString('latin1');
    if (whole.includes('[Content_Types].xml') && whole.includes('word/document.xml')) return 'docx';
  }
  return null;
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
  if (length > CV_MAX_BYTES + 256 * 1024) {
    throw data<FormResult<ApplicationValues>>(
      {
        status: 'invalid',
        message: 'Der Lebenslauf ist größer als 10 MB.',
        errors: { cv: 'Bitte laden Sie eine Datei bis 10 MB hoch.' },
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
  const fail = (result: Omit<FormResult<ApplicationValues>, 'values'>, status: number) =>
    data<FormResult<ApplicationValues>>({ ...result, values }, { status });

  if (String(form.get(HONEYPOT) ?? '') !== '') throw redirect(`/karriere/${job.slug}/danke`, 303);

  const fill = checkFillTime(form.get(STARTED));
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

  const cv = form.get('cv');
  let cvBytes: Uint8Array | null = null;
  let kind: 'pdf' | 'docx' | null = null;
  if (!(cv instanceof File) || cv.size === 0) {
    errors.cv = 'Bitte laden Sie Ihren Lebenslauf als PDF oder Word-Datei (DOCX) hoch.';
  } else if (cv.size > CV_MAX_BYTES) {
    errors.cv = 'Der Lebenslauf ist größer als 10 MB. Bitte laden Sie eine kleinere Datei hoch.';
  } else {
    cvBytes = new Uint8Array(await cv.arrayBuffer());
    kind = cvKind(cvBytes);
    if (!kind) errors.cv = 'Diese Datei ist weder ein PDF noch ein Word-Dokument (DOCX).';
  }
  if (!parsed.success || Object.keys(errors).length > 0 || !cvBytes || !kind) {
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
    upload.set(k, v);
  }
  const name =
    (cv as File).name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || `lebenslauf.${kind}`;
  const type =
    kind === 'pdf'
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  upload.set('cv', new Blob([cvBytes as Uint8Array<ArrayBuffer>], { type }), name);

  try {
    const api = await backendWithFreshCsrf(request, context);
    await api.json('POST', '/forms/application', { body: upload, timeoutMs: 30_000 });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 422 || error.status === 413)) {
      const body = error.body as { errors?: Record<string, string[]> } | null;
      const backendErrors = Object.fromEntries(
        Object.entries(body?.errors ?? {}).map(([k, v]) => [k, v[0]]),
      );
      return fail(
        {
          status: 'invalid',
          message: 'Bitte prüfen Sie die markierten Felder.',
          errors: backendErrors,
        },
        422,
      );
    }
    if (error instanceof BackendUnavailableError || error instanceof ApiError) {
      return fail(
        {
          status: 'unavailable',
          message:
            'Ihre Bewerbung konnte gerade nicht übermittelt werden. Bitte versuchen Sie es in ein paar Minuten erneut – den Lebenslauf müssen Sie dann noch einmal auswählen.',
          errors: {},
        },
        503,
      );
    }
    throw error;
  }
  throw redirect(`/karriere/${job.slug}/danke`, 303);
}
