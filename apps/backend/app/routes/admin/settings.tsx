import { CONTACT_TOPICS, topicSettingKey } from '@frischkontor/contract/forms';
import { useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { ResultAlert } from '../../components/ui/Alert';
import { CheckboxField, TextField } from '../../components/ui/Field';
import { useFocusFirstInvalid } from '../../components/ui/form-focus';
import { pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import type { ActionResult } from '../../features/api/results';
import { settingsAction, settingsLoader } from './settings.server';
import type { Route } from './+types/settings';

export const loader = settingsLoader;
export const action = settingsAction;
export const ErrorBoundary = AdminErrorBoundary;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Einstellungen', matches);

/** The audit log's retention in days (settings.server.ts sends it as a number). */
const RETENTION_KEY = 'audit_retention_days';

const TOPIC_LABELS: Record<string, string> = Object.fromEntries(
  CONTACT_TOPICS.map((topic) => [topicSettingKey(topic), topic]),
);

const LEGAL_LABELS: Record<string, string> = {
  legal_notice: 'Impressum',
  legal_privacy: 'Datenschutzerklärung',
  legal_terms: 'AGB',
};

function Group({
  legend,
  grid,
  children,
}: {
  legend: string;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="card">
      <fieldset>
        <legend className="font-display text-xl font-semibold">{legend}</legend>
        <div className={grid ? 'mt-4 grid gap-5 sm:grid-cols-2' : 'mt-4 space-y-4'}>{children}</div>
      </fieldset>
    </div>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  const errors = result?.fieldErrors ?? {};
  const value = (key: string) => result?.values?.[key] ?? loaderData.values[key] ?? '';
  const field = (key: string, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      key={key}
      label={label}
      name={key}
      defaultValue={value(key)}
      error={errors[key]}
      {...props}
    />
  );
  return (
    <>
      <h1 className="text-3xl">Einstellungen</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Firmendaten, Registrierung und E-Mail-Adressen, die Website und Formulare verwenden.
        Änderungen gelten sofort. Zeitplan und Ziel der Sicherungen stehen unter{' '}
        <Link to="/einstellungen/sicherung" className="link">
          Sicherung
        </Link>
        .
      </p>
      <ResultAlert result={result} />
      {/* One key per field and no reset on success: what is shown is what was saved. */}
      <Form ref={form} method="post" className="mt-6 space-y-6">
        <Group legend="Firma" grid>
          {field('company_name', 'Firmenname', { required: true, autoComplete: 'organization' })}
          {field('company_legalname', 'Vollständiger Firmenname', { required: true })}
          {field('company_slogan', 'Slogan')}
          {field('company_logo', 'Logo (Adresse)', {
            type: 'url',
            hint: 'Leer lassen für das mitgelieferte Logo.',
          })}
          {field('company_email', 'E-Mail-Adresse', { type: 'email' })}
          {field('company_phone', 'Telefon', { type: 'tel' })}
          {field('company_address', 'Anschrift', { className: 'sm:col-span-2' })}
        </Group>

        <Group legend="Rechtliche Seiten">
          <p className="text-ink-soft">
            Diese Adressen ergeben sich aus WEBSITE_URL; sie ändern sich mit der Konfiguration und
            einem Neustart.
          </p>
          <ul className="mt-3 space-y-1">
            {Object.entries(LEGAL_LABELS).map(([key, label]) => (
              <li key={key}>
                {label}:{' '}
                {loaderData.values[key] ? (
                  <a href={loaderData.values[key]} className="link break-all">
                    {loaderData.values[key]}
                  </a>
                ) : (
                  '–'
                )}
              </li>
            ))}
          </ul>
        </Group>

        <Group legend="Registrierung">
          <CheckboxField
            name="policy_allow_registration"
            value="1"
            defaultChecked={loaderData.flags.policy_allow_registration}
            label="Registrierung erlauben"
            hint="Ausgeschaltet erklärt die Registrierungsseite, wie man uns für einen Zugang erreicht."
          />
          <CheckboxField
            name="policy_auto_enable"
            value="1"
            defaultChecked={loaderData.flags.policy_auto_enable}
            label="Alle neuen Konten automatisch freischalten"
            hint="Gilt für jedes Registrierungsprofil; sonst entscheidet das Profil, und ohne automatische Freischaltung prüft die Verwaltung jedes neue Konto."
          />
        </Group>

        <Group legend="Kontaktadressen je Thema" grid>
          <p className="text-ink-soft sm:col-span-2">
            An diese Adressen gehen die Anfragen aus dem Kontaktformular.
          </p>
          {loaderData.topics.map((key) =>
            field(key, TOPIC_LABELS[key] ?? key, { type: 'email', required: true }),
          )}
        </Group>

        <Group legend="Personalabteilung">
          {field('hr_email', 'E-Mail-Adresse für Bewerbungen', {
            type: 'email',
            required: true,
          })}
        </Group>

        <Group legend="Protokoll">
          {field(RETENTION_KEY, 'Einträge aufbewahren (Tage)', {
            type: 'number',
            inputMode: 'numeric',
            required: true,
            defaultValue: result?.values?.[RETENTION_KEY] ?? loaderData.retentionDays,
            hint: 'Ältere Einträge des Protokolls werden stündlich gelöscht (30 bis 3650 Tage).',
          })}
        </Group>

        <SubmitButton pendingLabel="Wird gespeichert …">Einstellungen speichern</SubmitButton>
      </Form>
    </>
  );
}
