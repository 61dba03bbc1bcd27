import {
  APPLICATION_MAIL_TEMPLATES,
  isStatusMailTemplate,
  PERMISSIONS,
  type ApplicantMailDraft,
  type ApplicantMailSend,
  type ApplicantMailSent,
  type ApplicationDetail,
  type ApplicationMailTemplate,
  type ApplicationMailTemplateKey,
  type ApplicationNote,
  type ApplicationOwner,
  type ApplicationUpdate,
  type ContradictionRefusal,
  type StatusMailTemplateKey,
} from '@frischkontor/contract';
import type { MailCompose } from '../../features/applicant-mail/compose';
import { apiFailure, ApiError, backendOf, type Backend } from '../../features/api/index.server';
import { formFlag, formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requirePermission } from '../../features/auth/guards.server';
import { notFound } from '../../features/errors/refusal';
import type { Route } from './+types/application';

function applicationPath(id: string) {
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return `/admin/applications/${id}`;
}

export async function applicationLoader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const backend = backendOf(args.context);
  try {
    const [{ data: application }, { data: owners }, { data: templates }] = await Promise.all([
      backend.get<{ data: ApplicationDetail }>(applicationPath(args.params.id)),
      backend.get<{ data: ApplicationOwner[] }>('/admin/applications/owners'),
      backend.get<{ data: ApplicationMailTemplate[] }>('/admin/applications/templates'),
    ]);
    return { application, owners, templates };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** `compose`: the dialog to show; `mailId`: the mail just sent or taken back, to focus. */
export type ApplicationActionResult = ActionResult & { compose?: MailCompose; mailId?: number };

const MESSAGES = {
  status: 'Der Status wurde gespeichert.',
  statusOnly: 'Der Status wurde gespeichert; es wurde keine E-Mail verschickt.',
  owner: 'Die Zuständigkeit wurde gespeichert.',
  note: 'Die Notiz wurde gespeichert.',
};

const templateOf = (value: string) =>
  (APPLICATION_MAIL_TEMPLATES as readonly string[]).includes(value)
    ? (value as ApplicationMailTemplateKey)
    : null;

async function draftOf(
  backend: Backend,
  path: string,
  query: { template: string; datum?: string; uhrzeit?: string; ort?: string },
): Promise<ApplicantMailDraft> {
  const { data } = await backend.get<{ data: ApplicantMailDraft }>(`${path}/mails/draft`, query);
  return data;
}

/** The mail to look at, from its template (and the appointment HR entered). */
async function compose(
  backend: Backend,
  path: string,
  query: { template: string; datum?: string; uhrzeit?: string; ort?: string },
  status: StatusMailTemplateKey | null,
): Promise<ApplicationActionResult> {
  const draft = await draftOf(backend, path, query);
  return {
    ok: true,
    intent: 'compose',
    compose: {
      draft,
      status,
      subject: draft.subject,
      body: draft.body,
      contradiction: draft.contradicts,
    },
  };
}

/** Sends what HR sent; a refusal brings the dialog back with HR's text and the reason. */
async function send(
  backend: Backend,
  path: string,
  form: FormData,
): Promise<ApplicationActionResult> {
  const template = templateOf(formText(form, 'template'));
  if (!template) return { ok: false, message: 'Diese Vorlage gibt es nicht.', intent: 'send' };
  const posted = formText(form, 'status');
  const status = isStatusMailTemplate(posted) ? posted : null;
  const subject = formText(form, 'subject');
  const body = formText(form, 'body');
  try {
    const { mail } = await backend.send<ApplicantMailSent>('POST', `${path}/mails`, {
      body: {
        template,
        status,
        subject,
        body,
        confirm_contradiction: formFlag(form, 'confirm_contradiction'),
      } satisfies ApplicantMailSend,
    });
    // The page's notice of waiting mails says when it goes and offers „Rückgängig“.
    return { ok: true, intent: 'send', mailId: mail.id };
  } catch (error) {
    const refused = apiFailure(error, ['subject', 'body'], 'send');
    const earlier =
      error instanceof ApiError && error.status === 409
        ? ((error.body as Partial<ContradictionRefusal> | null)?.earlier ?? null)
        : null;
    const draft = await draftOf(backend, path, { template });
    return {
      ok: false,
      intent: 'send',
      compose: {
        draft,
        status,
        subject,
        body,
        contradiction: earlier ?? draft.contradicts,
        message: refused.message,
        fieldErrors: refused.fieldErrors,
      },
    };
  }
}

async function cancelMail(
  backend: Backend,
  path: string,
  mailId: string,
): Promise<ApplicationActionResult> {
  if (!/^[1-9]\d{0,9}$/.test(mailId))
    return { ok: false, message: 'Diese E-Mail gibt es nicht.', intent: 'cancel-mail' };
  await backend.send('POST', `${path}/mails/${mailId}/cancel`);
  return { ok: true, intent: 'cancel-mail', mailId: Number(mailId) };
}

export async function applicationAction(args: Route.ActionArgs): Promise<ApplicationActionResult> {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const path = applicationPath(args.params.id);
  const backend = backendOf(args.context);
  try {
    switch (intent) {
      case 'status': {
        // Zusage and Absage open their mail first; nothing is saved or sent before HR decides.
        const status = formText(form, 'status');
        if (isStatusMailTemplate(status))
          return await compose(backend, path, { template: status }, status);
        await backend.send('PATCH', path, { body: { status } });
        return succeeded(MESSAGES.status, intent);
      }
      case 'status-only':
        await backend.send('PATCH', path, { body: { status: formText(form, 'status') } });
        return succeeded(MESSAGES.statusOnly, intent);
      case 'compose':
        return await compose(
          backend,
          path,
          {
            template: formText(form, 'template'),
            datum: formText(form, 'datum'),
            uhrzeit: formText(form, 'uhrzeit'),
            ort: formText(form, 'ort'),
          },
          null,
        );
      case 'send':
        return await send(backend, path, form);
      case 'cancel-mail':
        return await cancelMail(backend, path, formText(form, 'mail'));
      case 'owner': {
        const owner = formText(form, 'owner_id');
        await backend.send('PATCH', path, {
          body: { owner_id: owner ? Number(owner) : null } satisfies ApplicationUpdate,
        });
        return succeeded(MESSAGES.owner, intent);
      }
      case 'note':
        await backend.send('POST', `${path}/notes`, {
          body: { text: formText(form, 'text') } satisfies ApplicationNote,
        });
        return succeeded(MESSAGES.note, intent);
      default:
        return { ok: false, message: 'Unbekannte Aktion.' };
    }
  } catch (error) {
    return apiFailure(
      error,
      ['status', 'owner_id', 'text', 'template', 'datum', 'uhrzeit', 'ort'],
      intent,
      {
        text: formText(form, 'text'),
        template: formText(form, 'template'),
        datum: formText(form, 'datum'),
        uhrzeit: formText(form, 'uhrzeit'),
        ort: formText(form, 'ort'),
      },
    );
  }
}
