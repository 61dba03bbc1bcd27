import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { ApiError, BackendUnavailableError } from '@frischkontor/helium-client';
import { backendWithFreshCsrf } from '~/platform/api/session.server';
import { contactSchema } from '@frischkontor/contract/forms/schemas';
import { HONEYPOT, STARTED, type ContactValues, type FieldErrors, type FormResult } from './fields';
import { checkFillTime } from './protection.server';
import { readForm } from '@frischkontor/server-kit';

export function firstErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

function valuesOf(form: FormData): ContactValues {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v.slice(0, 5000) : '';
  };
  return {
    salutation: get('salutation'),
    name: get('name'),
    company: get('company'),
    email: get('email'),
    phone: get('phone'),
    topic: get('topic'),
    message: get('message'),
  };
}

/** Validates on the server, then hands the message to the backend, which stores it before mailing. */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const values = valuesOf(form);
  const fill = checkFillTime(form.get(STARTED));
  const fail = (result: Omit<FormResult<ContactValues>, 'values' | 'started'>, status: number) =>
    data<FormResult<ContactValues>>(
      { ...result, values, ...(fill === 'ok' && { started: String(form.get(STARTED)) }) },
      { status },
    );

  // A filled honeypot: a bot. It gets the same page as a person, and we keep nothing.
  if (String(form.get(HONEYPOT) ?? '') !== '') throw redirect('/kontakt/danke', 303);

  if (fill !== 'ok') {
    return fail(
      {
        status: 'too-fast',
        message:
          fill === 'too-fast'
            ? 'Das ging sehr schnell. Bitte prüfen Sie Ihre Angaben und senden Sie das Formular noch einmal ab.'
            : 'Das Formular ist abgelaufen. Bitte senden Sie es noch einmal ab.',
        errors: {},
      },
      422,
    );
  }

  const parsed = contactSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return fail(
      {
        status: 'invalid',
        message: 'Bitte prüfen Sie die markierten Felder.',
        errors: firstErrors(parsed.error),
      },
      422,
    );
  }

  try {
    const api = await backendWithFreshCsrf(request, context);
    await api.send('POST', '/forms/contact', {
      body: parsed.data,
      timeoutMs: 10_000,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const errors = error.fieldErrors;
      return fail(
        { status: 'invalid', message: 'Bitte prüfen Sie die markierten Felder.', errors },
        422,
      );
    }
    if (error instanceof ApiError && error.status === 429) {
      return fail(
        {
          status: 'unavailable',
          message:
            'Sie haben gerade sehr viele Nachrichten gesendet. Bitte versuchen Sie es später erneut.',
          errors: {},
        },
        429,
      );
    }
    if (error instanceof BackendUnavailableError || error instanceof ApiError) {
      return fail(
        {
          status: 'unavailable',
          message:
            'Ihre Nachricht konnte gerade nicht übermittelt werden. Ihre Angaben sind noch da – bitte versuchen Sie es in ein paar Minuten erneut oder rufen Sie uns an.',
          errors: {},
        },
        503,
      );
    }
    throw error;
  }
  throw redirect('/kontakt/danke', 303);
}
