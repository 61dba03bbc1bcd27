import {
  APPLICANT_MAIL_UNDO_SECONDS,
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_MAIL_TEMPLATES,
  APPLICATION_TEMPLATE_PLACEHOLDERS,
  PERMISSIONS,
  type ApplicationMailTemplate,
  type ApplicationMailTemplateKey,
  type ApplicationTemplateUpdate,
} from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Field, TextField } from '../../components/ui/Field';
import { formatStamp } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/application-templates';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle('E-Mail-Vorlagen für Bewerbungen', matches);
export const ErrorBoundary = AdminErrorBoundary;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const { data } = await backendOf(args.context).get<{ data: ApplicationMailTemplate[] }>(
    '/admin/applications/templates',
  );
  return { templates: data };
}

export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent') as ApplicationMailTemplateKey;
  if (!APPLICATION_MAIL_TEMPLATES.includes(intent))
    return { ok: false, message: 'Unbekannte Vorlage.' };
  const values = { subject: formText(form, 'subject'), body: formText(form, 'body') };
  try {
    await backendOf(args.context).send('PUT', `/admin/applications/templates/${intent}`, {
      body: values satisfies ApplicationTemplateUpdate,
    });
  } catch (error) {
    return apiFailure(error, ['subject', 'body'], intent, values);
  }
  return succeeded(
    `Die Vorlage „${APPLICATION_MAIL_TEMPLATE_TITLES[intent]}“ wurde gespeichert.`,
    intent,
  );
}

export default function ApplicationTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  return (
    <>
      <p>
        <Link to="/bewerbungen" className="link">
          <span aria-hidden="true">← </span>Alle Bewerbungen
        </Link>
      </p>
      <h1 className="mt-3 text-3xl">E-Mail-Vorlagen für Bewerbungen</h1>
      <div className="mt-2 max-w-3xl text-ink-soft">
        <p>
          Aus diesen Texten entsteht jede E-Mail an Bewerberinnen und Bewerber: bei Zusage und
          Absage, wenn Sie den Status wählen, die übrigen unter „E-Mail schreiben“ in der Bewerbung.
          Sie sehen jede E-Mail vor dem Senden, können sie dort noch ändern und nach dem Senden{' '}
          {APPLICANT_MAIL_UNDO_SECONDS} Sekunden lang zurücknehmen. Anrede, Grußformel und
          Pflichtangaben ergänzt das System; Leerzeilen trennen Absätze.
        </p>
        <h2 className="mt-4 text-lg text-ink">Platzhalter</h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {Object.entries(APPLICATION_TEMPLATE_PLACEHOLDERS).map(([key, label], i) => (
            <div key={key} className="contents">
              <dt className={`font-mono text-ink ${i > 0 ? 'mt-2 sm:mt-0' : ''}`}>{key}</dt>
              <dd>{label}</dd>
            </div>
          ))}
        </dl>
      </div>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}
      {loaderData.templates.map((template) => {
        const mine = result?.intent === template.key ? result : undefined;
        const value = (field: 'subject' | 'body') =>
          mine && !mine.ok ? (mine.values?.[field] ?? '') : template[field];
        return (
          <Panel
            key={template.key}
            id={`vorlage-${template.key}`}
            title={template.title}
            className="card mt-6"
          >
            <p className="mt-1 text-sm text-ink-soft">
              {template.kind === 'status'
                ? `Wenn Sie eine Bewerbung auf „${template.title}“ setzen.`
                : 'Unter „E-Mail schreiben“ in der Bewerbung.'}{' '}
              {template.updated_at
                ? `Zuletzt geändert am ${formatStamp(template.updated_at)}`
                : 'Mitgelieferter Text, noch nicht geändert'}
            </p>
            <Form method="post" className="mt-4 grid gap-4">
              <TextField
                label="Betreff"
                name="subject"
                required
                maxLength={200}
                defaultValue={value('subject')}
                error={mine?.fieldErrors?.subject}
              />
              <Field label="Text" required error={mine?.fieldErrors?.body}>
                {(control) => (
                  <textarea
                    {...control}
                    name="body"
                    rows={8}
                    maxLength={5000}
                    defaultValue={value('body')}
                    className="input"
                  />
                )}
              </Field>
              <div>
                <SubmitButton intent={template.key} pendingLabel="Wird gespeichert …">
                  Vorlage „{template.title}“ speichern
                </SubmitButton>
              </div>
            </Form>
          </Panel>
        );
      })}
    </>
  );
}
