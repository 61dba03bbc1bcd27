import { BUSINESS_PROOF_LABELS, NEW_CUSTOMER } from '@frischkontor/contract';
import { useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { CheckboxField, TextField } from '../../components/ui/Field';
import { hasFieldErrors, useFocusFirstInvalid } from '../../components/ui/form-focus';
import { AuthCard, pageTitle } from '../../components/ui/page';
import { SubmitButton } from '../../components/ui/SubmitButton';
import type { ActionResult } from '../../features/api/results';
import { NewPasswordFields } from '../../features/auth/NewPasswordFields';
import type { PasswordContext } from '../../features/auth/password-strength';
import { registerAction, registerLoader } from './register.server';
import type { Route } from './+types/register';

export const loader = registerLoader;
export const action = registerAction;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Registrieren', matches);

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { open, privacyUrl, contact, intended, profiles, contactFormUrl } = loaderData;
  const result = actionData as ActionResult | undefined;
  const [profileKey, setProfileKey] = useState(
    () =>
      (result?.values?.profile && profiles.find((p) => p.key === result.values?.profile)?.key) ||
      profiles[0]?.key ||
      '',
  );
  const profile = profiles.find((p) => p.key === profileKey);
  const asks = (field: string) => !profile || profile.fields.includes(field);
  const needs = (field: string) => !profile || profile.required.includes(field);
  // Business customers see how it goes on: the steps every page tells (one place, the contract).
  const business = profile?.key === NEW_CUSTOMER.profileKey;
  const form = useRef<HTMLFormElement>(null);
  const [person, setPerson] = useState<PasswordContext>({});
  useFocusFirstInvalid(form, result);
  const loginHref = intended
    ? `/auth/login?${new URLSearchParams({ intended }).toString()}`
    : '/auth/login';

  if (!open)
    return (
      <AuthCard title="Registrierung derzeit nicht möglich">
        <p className="mt-4">
          Neue Konten legen wir zurzeit nur auf Anfrage an. Wenn Sie Kundin oder Kunde bei uns sind
          oder werden möchten, melden Sie sich bitte bei uns; wir richten Ihnen den Zugang ein.
        </p>
        {(contact.phone || contact.email) && (
          <ul className="mt-4 space-y-1">
            {contact.phone && (
              <li>
                Telefon:{' '}
                <a className="link" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.email && (
              <li>
                E-Mail:{' '}
                <a className="link" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
            )}
          </ul>
        )}
        <p className="mt-6">
          Sie haben schon ein Konto?{' '}
          <Link to={loginHref} className="link">
            Zur Anmeldung
          </Link>
        </p>
      </AuthCard>
    );

  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  return (
    <AuthCard
      wide
      title="Registrieren"
      intro={
        <>
          <p>
            Mit einem Konto sehen Sie Angebote, Spezifikationen und Unterlagen.{' '}
            {!business && (
              <>
                Nach der Registrierung bestätigen Sie Ihre E-Mail-Adresse;{' '}
                {profile?.auto_enable
                  ? 'danach steht Ihnen Ihr Zugang sofort zur Verfügung.'
                  : 'danach prüfen wir Ihr Konto, schalten es frei und geben Ihnen per E-Mail Bescheid.'}{' '}
              </>
            )}
            Pflichtfelder sind mit * markiert.
          </p>
          {business && (
            <section aria-labelledby="neukunde-schritte" className="mt-5">
              <h2 id="neukunde-schritte" className="text-lg">
                {NEW_CUSTOMER.title}
              </h2>
              <ol className="mt-3 grid gap-3 sm:grid-cols-2">
                {NEW_CUSTOMER.steps.map((step, i) => (
                  <li key={step.title} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                    >
                      {i + 1}
                    </span>
                    <span className="min-w-0 text-sm">
                      <span className="block font-semibold text-ink">{step.title}</span>
                      {step.text}
                    </span>
                  </li>
                ))}
              </ol>
              <p className="mt-4 text-sm">
                {NEW_CUSTOMER.byPhone}{' '}
                <a href={contactFormUrl} className="link">
                  Zum Kontaktformular
                </a>
              </p>
            </section>
          )}
        </>
      }
    >
      {result?.message && !result.ok && (
        <Alert tone="error" className="mt-6" focusKey={hasFieldErrors(result) ? undefined : result}>
          {result.message}
        </Alert>
      )}
      <Form
        ref={form}
        method="post"
        className="mt-6 grid gap-5 sm:grid-cols-2"
        onChange={(event) => {
          const data = new FormData(event.currentTarget);
          setPerson({
            firstname: String(data.get('firstname') ?? ''),
            lastname: String(data.get('lastname') ?? ''),
            email: String(data.get('email') ?? ''),
          });
        }}
      >
        {profiles.length > 1 && (
          <fieldset className="sm:col-span-2">
            <legend className="font-semibold">
              Ich registriere mich als
              <span className="text-brand-700" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {profiles.map((p) => (
                <label key={p.key} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="profile"
                    value={p.key}
                    required
                    checked={p.key === profileKey}
                    onChange={() => setProfileKey(p.key)}
                    aria-describedby={errors.profile ? 'profile-error' : undefined}
                  />
                  {p.label}
                </label>
              ))}
            </div>
            {errors.profile && (
              <p id="profile-error" className="mt-1 text-sm font-semibold text-brand-800">
                {errors.profile}
              </p>
            )}
          </fieldset>
        )}
        {profiles.length === 1 && <input type="hidden" name="profile" value={profileKey} />}
        <TextField
          label="Vorname"
          name="firstname"
          autoComplete="given-name"
          required
          defaultValue={values.firstname}
          error={errors.firstname}
        />
        <TextField
          label="Nachname"
          name="lastname"
          autoComplete="family-name"
          required
          defaultValue={values.lastname}
          error={errors.lastname}
        />
        {asks('company') && (
          <TextField
            key={`company-${profileKey}`}
            label="Firma"
            name="company"
            autoComplete="organization"
            required={needs('company')}
            defaultValue={values.company}
            error={errors.company}
          />
        )}
        {asks('customer_number') && (
          <TextField
            key={`customer-${profileKey}`}
            label="Kundennummer"
            name="customer_number"
            required={needs('customer_number')}
            hint="Falls Sie schon bei uns kaufen; sie steht auf Ihren Rechnungen."
            defaultValue={values.customer_number}
            error={errors.customer_number}
          />
        )}
        {asks('business_proof') && (
          <fieldset key={`proof-${profileKey}`} className="sm:col-span-2">
            <legend className="font-semibold">
              {BUSINESS_PROOF_LABELS.vat_id} oder {BUSINESS_PROOF_LABELS.trade_licence}
              {needs('business_proof') && (
                <span className="text-brand-700" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </legend>
            <p className="mt-1 text-sm text-ink-soft">Eines von beiden genügt.</p>
            <div className="mt-3 grid gap-5 sm:grid-cols-2">
              <TextField
                label={BUSINESS_PROOF_LABELS.vat_id}
                optionalMark={false}
                hint="z. B. DE123456789"
                error={errors.vat_id ?? errors.business_proof}
                name="vat_id"
                autoComplete="off"
                maxLength={40}
                defaultValue={values.vat_id}
              />
              <TextField
                label={BUSINESS_PROOF_LABELS.trade_licence}
                optionalMark={false}
                hint="Ohne USt-IdNr.: Handelsregister (z. B. HRB 12345, Amtsgericht Hamburg) oder Gewerbeanmeldung (Behörde und Datum)"
                error={errors.trade_licence}
                name="trade_licence"
                autoComplete="off"
                maxLength={200}
                defaultValue={values.trade_licence}
              />
            </div>
          </fieldset>
        )}
        <TextField
          className="sm:col-span-2"
          label="E-Mail-Adresse"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <div className="space-y-5 sm:col-span-2">
          <NewPasswordFields
            error={errors.password}
            confirmationError={errors.password_confirmation}
            context={person}
          />
        </div>
        <CheckboxField
          className="sm:col-span-2"
          name="privacy"
          value="1"
          required
          defaultChecked={values.privacy === '1'}
          error={errors.privacy}
          label={
            <>
              Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben
              einverstanden.
              <span className="text-brand-700" aria-hidden="true">
                {' '}
                *
              </span>
            </>
          }
          hint={
            privacyUrl ? (
              <a href={privacyUrl} className="link" target="_blank" rel="noreferrer">
                Datenschutzerklärung lesen (öffnet in neuem Tab)
              </a>
            ) : undefined
          }
        />
        <div className="sm:col-span-2">
          <SubmitButton pendingLabel="Wird gesendet …" className="btn btn-primary w-full sm:w-auto">
            Konto anlegen
          </SubmitButton>
        </div>
      </Form>
      <p className="mt-6 border-t border-line pt-5">
        Sie haben schon ein Konto?{' '}
        <Link to={loginHref} className="link">
          Zur Anmeldung
        </Link>
      </p>
    </AuthCard>
  );
}
