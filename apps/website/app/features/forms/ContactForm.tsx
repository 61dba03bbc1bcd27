import { Form, Link } from 'react-router';
import { usePendingForm } from '~/components/ui/pending';
import {
  CONTACT_TOPICS,
  FORM_LIMITS,
  HONEYPOT,
  NEW_CUSTOMER_TOPIC,
  SALUTATIONS,
  STARTED,
  type ContactTopic,
  type ContactValues,
  type FormResult,
} from './fields';
import { FormAlert, FormField, Honeypot, inputClass } from './FormField';

/**
 * The contact form. Posts to the page's own action (works without JavaScript); on an error
 * the page comes back with every value kept and the message at each field.
 */
export function ContactForm({
  started,
  result,
  topic,
}: {
  started: string;
  result?: FormResult<ContactValues>;
  /** Chosen in advance (the new customers' links). */
  topic?: ContactTopic;
}) {
  const busy = usePendingForm() !== undefined;
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};

  return (
    <Form
      method="post"
      noValidate={false}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-describedby="pflichtfelder"
    >
      <p id="pflichtfelder" className="text-sm text-ink-soft sm:col-span-2">
        Felder mit <span aria-hidden="true">*</span>
        <span className="sr-only">Sternchen</span> sind Pflichtfelder.
      </p>
      {result && (
        // After a failed submission the summary takes the focus, so keyboard and screen reader
        // users hear it; the page works without JavaScript (a public page hydrates no form).
        // eslint-disable-next-line jsx-a11y-x/no-autofocus
        <div tabIndex={-1} autoFocus className="outline-none sm:col-span-2">
          <FormAlert message={result.message} />
        </div>
      )}
      <input type="hidden" name={STARTED} value={result?.started ?? started} />
      <Honeypot name={HONEYPOT} />

      <FormField label="Anrede" error={errors.salutation}>
        {(p) => (
          <select
            name="salutation"
            defaultValue={values.salutation ?? ''}
            className={inputClass}
            {...p}
          >
            <option value="">Keine Angabe</option>
            {SALUTATIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Name" required error={errors.name}>
        {(p) => (
          <input
            type="text"
            name="name"
            autoComplete="name"
            maxLength={FORM_LIMITS.name}
            defaultValue={values.name}
            className={inputClass}
            {...p}
          />
        )}
      </FormField>
      <FormField label="Firma / Betrieb" required error={errors.company}>
        {(p) => (
          <input
            type="text"
            name="company"
            autoComplete="organization"
            maxLength={FORM_LIMITS.company}
            defaultValue={values.company}
            className={inputClass}
            {...p}
          />
        )}
      </FormField>
      <FormField label="E-Mail" required error={errors.email}>
        {(p) => (
          <input
            type="email"
            name="email"
            autoComplete="email"
            maxLength={FORM_LIMITS.email}
            defaultValue={values.email}
            className={inputClass}
            {...p}
          />
        )}
      </FormField>
      <FormField
        label="Telefon"
        error={errors.phone}
        hint={`Für Rückfragen – wir rufen werktags zwischen 8 und 17 Uhr an. Beim Thema „${NEW_CUSTOMER_TOPIC}“ brauchen wir sie für den Rückruf.`}
      >
        {(p) => (
          <input
            type="tel"
            name="phone"
            autoComplete="tel"
            maxLength={FORM_LIMITS.phone}
            defaultValue={values.phone}
            className={inputClass}
            {...p}
          />
        )}
      </FormField>
      <FormField label="Thema" required error={errors.topic}>
        {(p) => (
          <select
            name="topic"
            defaultValue={values.topic ?? topic ?? ''}
            className={inputClass}
            {...p}
          >
            <option value="" disabled>
              Bitte wählen
            </option>
            {CONTACT_TOPICS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Ihre Nachricht" required error={errors.message} className="sm:col-span-2">
        {(p) => (
          <textarea
            name="message"
            rows={6}
            minLength={10}
            maxLength={FORM_LIMITS.message}
            defaultValue={values.message}
            className={inputClass}
            {...p}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="privacy"
            required
            aria-invalid={!!errors.privacy}
            aria-describedby={errors.privacy ? 'privacy-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>
            Ich bin einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage verarbeitet
            werden. Details in der{' '}
            <Link
              to="/datenschutz"
              className="font-semibold text-brand-700 underline"
              target="_blank"
            >
              Datenschutzerklärung<span className="sr-only"> (öffnet in neuem Tab)</span>
            </Link>
            .
            <span className="text-brand-700" aria-hidden="true">
              {' '}
              *
            </span>
          </span>
        </label>
        {errors.privacy && (
          <p id="privacy-error" className="mt-1 text-sm font-semibold text-brand-800">
            {errors.privacy}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Wird gesendet …' : 'Nachricht senden'}
        </button>
      </div>
    </Form>
  );
}
