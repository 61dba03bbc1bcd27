import { APPLICATION_FILES_ACCEPT, APPLICATION_FILES_HINT } from '@frischkontor/contract';
import { Form, Link } from 'react-router';
import { usePendingForm } from '~/components/ui/pending';
import { FORM_LIMITS, HONEYPOT, STARTED, type ApplicationValues, type FormResult } from './fields';
import { FormAlert, FormField, Honeypot, inputClass } from './FormField';

/** The application form of a job ad: works without JavaScript, keeps values on error. */
export function ApplicationForm({
  started,
  result,
}: {
  started: string;
  result?: FormResult<ApplicationValues>;
}) {
  const busy = usePendingForm() !== undefined;
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="relative grid gap-5 sm:grid-cols-2"
      aria-describedby="bewerbung-pflicht"
    >
      <p id="bewerbung-pflicht" className="text-sm text-ink-soft sm:col-span-2">
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
      <FormField label="Vor- und Nachname" required error={errors.name}>
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
      <FormField label="Telefon" required error={errors.phone}>
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
      <FormField label="Frühester Eintrittstermin" required error={errors.start_date}>
        {(p) => (
          <input
            type="date"
            name="start_date"
            defaultValue={values.start_date}
            className={inputClass}
            {...p}
          />
        )}
      </FormField>
      <FormField
        label="Nachricht an uns"
        error={errors.message}
        className="sm:col-span-2"
        hint="Freiwillig – ein Anschreiben ist kein Muss. Wenn Sie mögen: Was reizt Sie an der Stelle, was bringen Sie mit?"
      >
        {(p) => (
          <textarea
            name="message"
            rows={5}
            maxLength={FORM_LIMITS.message}
            defaultValue={values.message}
            className={inputClass}
            {...p}
          />
        )}
      </FormField>
      <FormField
        label="Lebenslauf"
        required
        error={errors.cv}
        className="sm:col-span-2"
        hint={`${APPLICATION_FILES_HINT} Ein Foto vom Handy genügt; bei mehreren Seiten wählen Sie alle Fotos auf einmal aus.`}
      >
        {(p) => (
          <input
            type="file"
            name="cv"
            multiple
            accept={APPLICATION_FILES_ACCEPT}
            className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:font-semibold file:text-white`}
            {...p}
          />
        )}
      </FormField>
      <FormField
        label="Weitere Unterlagen (freiwillig)"
        error={errors.attachments}
        className="sm:col-span-2"
        hint="Zeugnisse, Zertifikate oder Nachweise als PDF, Word (DOCX) oder Fotos. Beide Felder zusammen höchstens 10 Dateien, je 10 MB, zusammen 25 MB."
      >
        {(p) => (
          <input
            type="file"
            name="attachments"
            multiple
            accept={APPLICATION_FILES_ACCEPT}
            className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:font-semibold file:text-white`}
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
            aria-describedby={errors.privacy ? 'bewerbung-privacy-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>
            Ich bin einverstanden, dass meine Bewerbungsunterlagen für dieses Bewerbungsverfahren
            verarbeitet werden. Details in der{' '}
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
          <p id="bewerbung-privacy-error" className="mt-1 text-sm font-semibold text-brand-800">
            {errors.privacy}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="talent_pool"
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>
            Talentpool (freiwillig): Sie dürfen meine Unterlagen nach diesem Verfahren länger
            aufbewahren und mich ansprechen, wenn eine passende Stelle frei wird. Ich kann das
            jederzeit widerrufen.
          </span>
        </label>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Wird gesendet …' : 'Bewerbung absenden'}
        </button>
      </div>
    </Form>
  );
}
