import {
  BACKUP_HOURS_MAX,
  BACKUP_KEEP_MAX,
  describeBackupSchedule,
  formatDateTime,
  formatFileSize,
  formatStamp,
  type BackupMode,
  type BackupRun,
  type BackupTargetKind,
} from '@frischkontor/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { Alert, ResultAlert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field, TextField } from '../../components/ui/Field';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import type { ActionResult } from '../../features/api/results';
import { backupsAction, backupsLoader } from './backups.server';
import type { Route } from './+types/backups';

export const loader = backupsLoader;
export const action = backupsAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Sicherung', matches);

const MODE_LABELS: Record<BackupMode, string> = {
  off: 'Nie (nur von Hand)',
  daily: 'Täglich zu einer Uhrzeit',
  hours: 'Alle paar Stunden',
};

const TARGET_LABELS: Record<BackupTargetKind, string> = {
  folder: 'Ordner auf dem Server',
  s3: 'S3-Bucket',
};

const NUMBER = { type: 'number', inputMode: 'numeric', min: 1 } as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card" aria-label={title}>
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** „in 4 Minuten“, „1 Std. 12 Min.“: how long a run took. */
function duration(run: BackupRun): string {
  if (!run.finished_at) return '';
  const seconds = Math.max(
    0,
    Math.round((Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000),
  );
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} Min.` : `${Math.floor(minutes / 60)} Std. ${minutes % 60} Min.`;
}

function LastRun({ run }: { run: BackupRun | null }) {
  if (!run) return <p className="text-ink-soft">Bisher wurde noch keine Sicherung geschrieben.</p>;
  const how = run.trigger === 'manual' ? 'von Hand gestartet' : 'nach Zeitplan';
  if (run.status === 'running')
    return (
      <p role="status">
        <Badge tone="waiting">Läuft</Badge> Seit {formatDateTime(run.started_at)} ({how}), Ziel{' '}
        <span className="break-all">{run.location}</span>.
      </p>
    );
  if (run.status === 'failed')
    return (
      <div>
        <p>
          <Badge tone="bad">Fehlgeschlagen</Badge> am {formatDateTime(run.started_at)} ({how}).
        </p>
        <p className="mt-2 break-words">
          <strong>Grund:</strong> {run.error}
        </p>
        <p className="mt-2 text-sm text-ink-soft">
          Alle Administratorinnen und Administratoren haben dazu eine E-Mail bekommen; der Eintrag
          steht auch im{' '}
          <Link to="/protokoll?aktion=backup" className="link">
            Protokoll
          </Link>
          .
        </p>
      </div>
    );
  return (
    <p>
      <Badge tone="good">Erfolgreich</Badge> am {formatDateTime(run.finished_at ?? run.started_at)}{' '}
      ({how}): {run.file}, {formatFileSize(run.bytes)}, Dauer {duration(run)}.
    </p>
  );
}

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const { schedule, environment, archives, running } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  const saveResult = result?.intent === 'save' ? result : undefined;
  useFocusFirstInvalid(form, saveResult);
  const errors = saveResult?.fieldErrors ?? {};
  const value = (key: string, fallback: string | number) =>
    saveResult?.values?.[key] ?? String(fallback);
  const field = (
    name: 'time' | 'hours' | 'keep' | 'folder' | 'bucket' | 'prefix',
    label: string,
    props: Record<string, unknown>,
  ) => (
    <TextField
      label={label}
      name={name}
      defaultValue={value(name, schedule[name])}
      error={errors[name]}
      optionalMark={false}
      {...props}
    />
  );
  const choice = (name: string, label: string, current: string, labels: Record<string, string>) => (
    <Field label={label} error={errors[name]} required>
      {(control) => (
        <select {...control} name={name} defaultValue={value(name, current)} className="input">
          {Object.entries(labels).map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  // While a backup runs, the page asks again every few seconds, so its result shows by itself.
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [running, revalidator]);

  return (
    <>
      <h1 className="text-3xl">Sicherung</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Eine Sicherung enthält die ganze Datenbank und alle Dateien der Medienverwaltung in einem
        Archiv, aus dem <code>npm run restore</code> die Installation wiederherstellt. Sie enthält
        keine Zugangsdaten und keinen APP_KEY: Die bleiben in der Umgebung des Servers.{' '}
        <Link to="/einstellungen" className="link">
          Zu den übrigen Einstellungen
        </Link>
      </p>
      <ResultAlert result={result} />

      <div className="mt-6 space-y-6">
        <Card title="Letzte Sicherung">
          <LastRun run={loaderData.last_run} />
          <p className="mt-3 text-ink-soft">
            Zeitplan: {describeBackupSchedule(schedule)}
            {loaderData.next_run
              ? `; nächste Sicherung am ${formatDateTime(loaderData.next_run)}`
              : ''}
            .
          </p>
          <Form method="post" className="mt-4">
            <SubmitButton
              intent="run"
              pendingLabel="Wird gestartet …"
              disabled={running}
              className="btn btn-primary"
            >
              {running ? 'Sicherung läuft …' : 'Jetzt sichern'}
            </SubmitButton>
          </Form>
        </Card>

        <Card title="Zeitplan und Ziel">
          {/* One key per field and no reset on success: what is shown is what was saved. */}
          <Form ref={form} method="post" className="space-y-5">
            <input type="hidden" name="intent" value="save" />
            <div className="grid gap-5 sm:grid-cols-3">
              {choice('mode', 'Automatisch sichern', schedule.mode, MODE_LABELS)}
              {field('time', 'Uhrzeit (bei „täglich“)', {
                type: 'time',
                hint: 'Deutsche Zeit, Sommerzeit eingerechnet.',
              })}
              {field('hours', 'Abstand in Stunden', {
                ...NUMBER,
                max: BACKUP_HOURS_MAX,
                hint: `Bei „alle paar Stunden“: 1 bis ${BACKUP_HOURS_MAX}.`,
              })}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              {field('keep', 'Anzahl aufbewahren', {
                ...NUMBER,
                max: BACKUP_KEEP_MAX,
                required: true,
                hint: `1 bis ${BACKUP_KEEP_MAX}. Nach jeder erfolgreichen Sicherung werden ältere gelöscht.`,
              })}
              {choice('target', 'Ziel', schedule.target, TARGET_LABELS)}
            </div>
            {field('folder', 'Ordner (bei „Ordner auf dem Server“)', {
              hint: `Ein absoluter Pfad in ${environment.allowed_folders.join(' oder ')} (mit Unterordnern). Voreinstellung: BACKUP_DIR, ${environment.default_folder}.`,
            })}
            <div className="grid gap-5 sm:grid-cols-2">
              {field('bucket', 'Bucket (bei „S3-Bucket“)', {
                hint: environment.s3
                  ? `Voreinstellung: S3_BUCKET, ${environment.s3.bucket}. Adresse und Zugangsschlüssel kommen aus der Umgebung.`
                  : 'S3 ist auf diesem Server nicht eingerichtet (S3_BUCKET fehlt in der Umgebung).',
              })}
              {field('prefix', 'Präfix im Bucket', {
                hint: 'Z. B. „sicherungen/“: Die Archive heißen dann sicherungen/sicherung-….tar.gz.',
              })}
            </div>
            <SubmitButton intent="save" pendingLabel="Wird gespeichert …">
              Zeitplan speichern
            </SubmitButton>
          </Form>
        </Card>

        <Card title="Vorhandene Sicherungen">
          {loaderData.archives_error ? (
            <Alert tone="error">{loaderData.archives_error}</Alert>
          ) : archives.length === 0 ? (
            <p className="text-ink-soft">Im Ziel liegt noch keine Sicherung.</p>
          ) : (
            // A list, not a table: name, time, size and the deletion wrap as the width allows.
            <ul
              className="divide-y divide-line rounded-xl border border-line bg-white"
              aria-label="Sicherungen im Ziel, die neueste zuerst"
            >
              {archives.map((archive) => (
                <li
                  key={archive.name}
                  className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3"
                >
                  <div className="min-w-0">
                    {/* A file, not a page: the browser loads it itself and saves it. */}
                    <Link
                      to={`/einstellungen/sicherung/${archive.name}`}
                      reloadDocument
                      className="link font-semibold"
                      aria-label={`${archive.name} herunterladen`}
                    >
                      {archive.name}
                    </Link>
                    <p className="text-sm text-ink-soft">
                      {formatStamp(archive.created_at)} · {formatFileSize(archive.bytes)}
                    </p>
                  </div>
                  <ConfirmDialog
                    trigger="Löschen …"
                    triggerLabel={`Löschen … ${archive.name}`}
                    triggerClassName="btn btn-secondary btn-sm"
                    title={`„${archive.name}“ löschen?`}
                    description="Das Archiv wird im Ziel endgültig gelöscht."
                    confirmLabel="Endgültig löschen"
                    intent="delete"
                    fields={{ name: archive.name }}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
