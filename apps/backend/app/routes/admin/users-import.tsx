// Moving people in (issue 33, item 2; decision 059): a CSV file with the columns of the list's own
// export; first the preview (each row's verdict), then the import of the rows without errors,
// with invitation mails if wished. Plain forms: works without JavaScript.
import {
  PERMISSIONS,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORT_VERDICT_LABELS,
  type UserImportAnswer,
  type UserImportRow,
} from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { CheckboxField, Field } from '../../components/ui/Field';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formFlag, formText, readForm } from '../../features/api/form-data';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/users-import';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Benutzer importieren', matches);
export const ErrorBoundary = AdminErrorBoundary;

/** The biggest file the import reads (the API's limit for its text). */
const MAX_BYTES = 100_000;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.createUsers);
  return null;
}

type ImportResult =
  | { ok: true; answer: UserImportAnswer; csv: string; invite: boolean }
  | { ok: false; message: string; csv?: string; invite?: boolean };

export async function action(args: Route.ActionArgs): Promise<ImportResult> {
  await requirePermission(args, PERMISSIONS.createUsers);
  const form = await readForm(args.request);
  const file = form.get('datei');
  const apply = formText(form, 'intent') === 'import';
  const invite = formFlag(form, 'invite');
  let csv = formText(form, 'csv');
  if (!apply) {
    if (!(file instanceof File) || !file.size)
      return { ok: false, message: 'Bitte wählen Sie eine CSV-Datei aus.' };
    if (file.size > MAX_BYTES)
      return { ok: false, message: 'Die Datei ist größer als 100 KB; bitte teilen Sie sie.' };
    csv = await file.text();
  }
  try {
    const answer = await backendOf(args.context).send<UserImportAnswer>(
      'POST',
      '/admin/users/import',
      { body: { csv, apply, invite } },
    );
    return { ok: true, answer, csv, invite };
  } catch (error) {
    const failure = apiFailure(error, ['csv']);
    return {
      ok: false,
      message: failure.fieldErrors?.csv ?? failure.message ?? 'Der Import ist fehlgeschlagen.',
      csv,
      invite,
    };
  }
}

const TONE: Record<UserImportRow['verdict'], string> = {
  new: 'bg-herb-50 text-herb-800',
  update: 'bg-brand-50 text-brand-800',
  unchanged: 'bg-paper-dark text-ink-soft',
  error: 'bg-brand-100 text-brand-900',
};

function Preview({ answer }: { answer: UserImportAnswer }) {
  return (
    <ol className="mt-4 grid gap-2" aria-label="Zeilen der Datei">
      {answer.rows.map((row) => (
        <li key={row.line} className="rounded-xl border border-line bg-white p-3">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-sm text-ink-soft">Zeile {row.line}</span>
            <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${TONE[row.verdict]}`}>
              {USER_IMPORT_VERDICT_LABELS[row.verdict]}
            </span>
            <span className="font-semibold break-words">{row.name || '–'}</span>
            <span className="text-sm break-all">{row.email || '(keine E-Mail-Adresse)'}</span>
          </p>
          {row.changes.length > 0 && (
            <p className="mt-1 text-sm">Ändert: {row.changes.join(', ')}</p>
          )}
          {row.reasons.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {row.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

export default function UsersImport({ actionData }: Route.ComponentProps) {
  const result = actionData as ImportResult | undefined;
  const answer = result?.ok ? result.answer : undefined;
  const importable = answer ? answer.counts.new + answer.counts.update : 0;
  return (
    <>
      <p>
        <Link to="/benutzer" className="link">
          <span aria-hidden="true">← </span>Alle Benutzer
        </Link>
      </p>
      <h1 className="mt-3 text-3xl">Benutzer importieren</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Eine CSV-Datei mit einer Zeile je Person und den Spalten der{' '}
        <Link to="/benutzer/export" reloadDocument className="link">
          Benutzerliste als CSV
        </Link>
        : „E-Mail-Adresse“ (Pflicht), „Vorname“, „Nachname“, „Firma“, „Kundennummer“, „Telefon“,
        „Anrede“, „Abteilung“, „Funktion“, „Personalnummer“, „Standort“, „Durchwahl“ und „Rollen“.
        Erkannt wird jede Person an ihrer E-Mail-Adresse: Neue Konten werden angelegt (bestätigt und
        freigeschaltet), bestehende um die gefüllten Spalten ergänzt; leere Zellen ändern nichts,
        Rollen und E-Mail-Adresse bestehender Konten bleiben. Höchstens {USER_IMPORT_MAX_ROWS}{' '}
        Zeilen und 100 KB je Datei.
      </p>

      {result && !result.ok && (
        <Alert tone="error" className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}

      {answer?.applied ? (
        <Alert tone="success" className="mt-4" focusKey={answer}>
          Importiert: {answer.counts.new} neu, {answer.counts.update} geändert
          {result?.ok && result.invite && answer.counts.new
            ? `; ${answer.counts.new} Einladungen sind unterwegs`
            : ''}
          .
        </Alert>
      ) : null}

      <Panel id="datei" title="1. Datei prüfen" className="card mt-6">
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          <Field label="CSV-Datei" required>
            {(control) => (
              <input
                {...control}
                type="file"
                name="datei"
                accept=".csv,text/csv"
                required
                className="block w-full"
              />
            )}
          </Field>
          <CheckboxField
            name="invite"
            value="1"
            defaultChecked={result?.invite ?? true}
            label="Neuen Konten eine Einladung schicken"
            hint="Die Person legt ihr Passwort über den Link selbst fest; er gilt 7 Tage."
          />
          <SubmitButton intent="preview" pendingLabel="Wird geprüft …">
            Vorschau anzeigen
          </SubmitButton>
        </Form>
      </Panel>

      {answer && !answer.applied && (
        <Panel id="vorschau" title="2. Vorschau" className="card mt-6">
          <p role="status" className="mt-2">
            {answer.counts.new} neu, {answer.counts.update} geändert, {answer.counts.unchanged}{' '}
            unverändert, {answer.counts.error} mit Fehler.
            {answer.ignored.length > 0 &&
              ` Nicht gelesen werden die Spalten ${answer.ignored.map((c) => `„${c}“`).join(', ')}.`}
          </p>
          <Preview answer={answer} />
          {importable > 0 ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="csv" value={result?.ok ? result.csv : ''} />
              {result?.ok && result.invite && <input type="hidden" name="invite" value="1" />}
              <SubmitButton intent="import" pendingLabel="Wird importiert …">
                {`${importable} ${importable === 1 ? 'Zeile' : 'Zeilen'} importieren`}
              </SubmitButton>
              {answer.counts.error > 0 && (
                <p className="mt-2 text-sm text-ink-soft">
                  Zeilen mit Fehler werden übersprungen; korrigieren Sie sie in der Datei und prüfen
                  Sie sie erneut.
                </p>
              )}
            </Form>
          ) : (
            <p className="mt-4">Nichts zu importieren: keine Zeile ist neu oder geändert.</p>
          )}
        </Panel>
      )}
      {answer?.applied && (
        <Panel id="ergebnis" title="Ergebnis" className="card mt-6">
          <Preview answer={answer} />
        </Panel>
      )}
    </>
  );
}
