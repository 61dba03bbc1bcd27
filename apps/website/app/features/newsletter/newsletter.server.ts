// The newsletter on the website (decision 043): the public sign-up, the pages behind the links
// in its mails (confirm, unsubscribe: each asks first, the button does it), and the profile's
// own subscription. Every step is the backend's; these only ask it on the visitor's behalf.
import { NEWSLETTER_CONSENT_VERSION, type OwnNewsletter } from '@frischkontor/contract';
import {
  newsletterSignupSchema,
  newsletterTokenSchema,
} from '@frischkontor/contract/forms/schemas';
import { ApiError, BackendUnavailableError } from '@frischkontor/helium-client';
import { readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { checkFillTime, firstErrors } from '~/features/forms/index.server';
import type { FormResult } from '~/features/forms';
import { HONEYPOT, STARTED } from '~/features/forms';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor, backendWithFreshCsrf } from '~/platform/api/session.server';
import type { NewsletterValues } from './NewsletterForm';
import type { LinkPage } from './NewsletterLinkPage';

export const THANKS_PATH = '/newsletter/danke';

/** Validates like the backend, then asks it; any address gets the same thank-you page. */
export async function newsletterSignupAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const values = { email: String(form.get('email') ?? '').slice(0, 300) };
  const fill = checkFillTime(form.get(STARTED));
  const fail = (result: Omit<FormResult<NewsletterValues>, 'values' | 'started'>, status: number) =>
    data<FormResult<NewsletterValues>>(
      { ...result, values, ...(fill === 'ok' && { started: String(form.get(STARTED)) }) },
      { status },
    );

  // A filled honeypot: a bot. It gets the same page as a person, and nothing is kept.
  if (String(form.get(HONEYPOT) ?? '') !== '') throw redirect(THANKS_PATH, 303);
  if (fill !== 'ok')
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

  const parsed = newsletterSignupSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return fail(
      {
        status: 'invalid',
        message: 'Bitte prüfen Sie die markierten Felder.',
        errors: firstErrors(parsed.error),
      },
      422,
    );

  try {
    const api = await backendWithFreshCsrf(request, context);
    await api.send('POST', '/newsletter/subscribe', { body: parsed.data, timeoutMs: 10_000 });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return fail(
        {
          status: 'invalid',
          message: 'Bitte prüfen Sie die markierten Felder.',
          errors: error.fieldErrors,
        },
        422,
      );
    if (error instanceof ApiError && error.status === 429)
      return fail(
        {
          status: 'unavailable',
          message:
            'Von Ihrem Anschluss kamen gerade sehr viele Anmeldungen. Bitte versuchen Sie es in einigen Minuten erneut.',
          errors: {},
        },
        429,
      );
    if (error instanceof BackendUnavailableError || error instanceof ApiError)
      return fail(
        {
          status: 'unavailable',
          message:
            'Ihre Anmeldung konnte gerade nicht übermittelt werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
          errors: {},
        },
        503,
      );
    throw error;
  }
  throw redirect(THANKS_PATH, 303);
}

const INVALID_CONFIRM =
  'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich noch einmal an.';
const INVALID_UNSUBSCRIBE =
  'Dieser Abmeldelink ist ungültig, oder Sie haben den Newsletter bereits abbestellt.';

async function linkStep(run: () => Promise<LinkPage>, invalid: string): Promise<LinkPage> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422))
      return { step: 'invalid', message: error.message || invalid };
    if (error instanceof ApiError && error.status === 429)
      return { step: 'invalid', message: error.message };
    if (error instanceof BackendUnavailableError || error instanceof ApiError)
      return { step: 'unavailable' };
    throw error;
  }
}

function tokenIn(value: unknown): string | null {
  const parsed = newsletterTokenSchema.safeParse({ token: value });
  return parsed.success ? parsed.data.token : null;
}

/** `/newsletter/bestaetigen?token=`: opening the link only asks (mail scanners open links). */
export async function confirmLoader({ request, context }: LoaderFunctionArgs): Promise<LinkPage> {
  const token = tokenIn(new URL(request.url).searchParams.get('token'));
  if (!token) return { step: 'invalid', message: INVALID_CONFIRM };
  return linkStep(async () => {
    const answer = await backendFor(request, context).get<{ data: { state: string } }>(
      '/newsletter/confirm',
      { token },
    );
    return answer.data.state === 'confirmed' ? { step: 'done' } : { step: 'ask', token };
  }, INVALID_CONFIRM);
}

export async function confirmAction({ request, context }: ActionFunctionArgs): Promise<LinkPage> {
  const token = tokenIn((await readForm(request)).get('token'));
  if (!token) return { step: 'invalid', message: INVALID_CONFIRM };
  return linkStep(async () => {
    const api = await backendWithFreshCsrf(request, context);
    await api.send('POST', '/newsletter/confirm', { body: { token } });
    return { step: 'done' };
  }, INVALID_CONFIRM);
}

/** `/newsletter/abmelden?token=`: the footer link of every newsletter mail. */
export async function unsubscribeLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<LinkPage> {
  const token = tokenIn(new URL(request.url).searchParams.get('token'));
  if (!token) return { step: 'invalid', message: INVALID_UNSUBSCRIBE };
  return linkStep(async () => {
    const answer = await backendFor(request, context).get<{ data: { email: string } }>(
      '/newsletter/unsubscribe',
      { token },
    );
    return { step: 'ask', token, email: answer.data.email };
  }, INVALID_UNSUBSCRIBE);
}

export async function unsubscribeAction({
  request,
  context,
}: ActionFunctionArgs): Promise<LinkPage> {
  const token = tokenIn((await readForm(request)).get('token'));
  if (!token) return { step: 'invalid', message: INVALID_UNSUBSCRIBE };
  return linkStep(async () => {
    const api = await backendWithFreshCsrf(request, context);
    await api.send('POST', '/newsletter/unsubscribe', { body: { token } });
    return { step: 'done' };
  }, INVALID_UNSUBSCRIBE);
}

/** The profile's panel: the own subscription, or null when the backend does not answer. */
export async function ownNewsletter(args: LoaderFunctionArgs): Promise<OwnNewsletter | null> {
  const api = backendFor(args.request, args.context);
  const none = () => null;
  const ask = async () => (await api.get<{ data: OwnNewsletter }>('/user/newsletter')).data;
  return askBackend(args.url, ask, { unavailable: none, refused: none });
}

export type NewsletterProfileResult = { ok: boolean; message: string; intent: string };

/** The profile's „Newsletter bestellen“ and „abbestellen“. */
export async function newsletterProfileAction(
  request: Request,
  context: ActionFunctionArgs['context'],
  form: FormData,
): Promise<NewsletterProfileResult> {
  const intent = String(form.get('intent'));
  try {
    const api = await backendWithFreshCsrf(request, context);
    if (intent === 'newsletter-unsubscribe') {
      await api.send('DELETE', '/user/newsletter');
      return { ok: true, intent, message: 'Sie haben den Newsletter abbestellt.' };
    }
    if (form.get('consent') !== 'on')
      return {
        ok: false,
        intent,
        message: 'Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.',
      };
    const answer = await api.send<{ data: OwnNewsletter }>('POST', '/user/newsletter', {
      body: { consent: true, consent_version: NEWSLETTER_CONSENT_VERSION },
    });
    return {
      ok: true,
      intent,
      message:
        answer.data.state === 'confirmed'
          ? 'Sie haben den Newsletter bestellt. Eine Begrüßung ist unterwegs an Ihre E-Mail-Adresse.'
          : 'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401)
      return { ok: false, intent, message: error.message };
    if (error instanceof BackendUnavailableError || error instanceof ApiError)
      return {
        ok: false,
        intent,
        message:
          'Das hat gerade nicht geklappt. Bitte versuchen Sie es in ein paar Minuten erneut.',
      };
    throw error;
  }
}
