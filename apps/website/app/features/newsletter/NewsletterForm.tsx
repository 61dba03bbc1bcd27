import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION } from '@frischkontor/contract';
import { Form, Link } from 'react-router';
import { usePendingForm } from '~/components/ui/pending';
import { FORM_LIMITS, HONEYPOT, STARTED, type FormResult } from '~/features/forms';
import { FormAlert, FormField, Honeypot, inputClass } from '~/features/forms';

export interface NewsletterValues {
  email: string;
}

/** The consent text as the form shows it: its last sentence links the privacy policy. */
export function ConsentText() {
  const [before] = NEWSLETTER_CONSENT_TEXT.split('Datenschutzerklärung');
  return (
    <>
      {before}
      <Link to="/datenschutz#newsletter" className="font-semibold text-brand-700 underline">
        Datenschutzerklärung
      </Link>
      .
    </>
  );
}

/**
 * The public sign-up: address and consent, posted to the page's own action (works without
 * JavaScript). The consent text's version goes along, so the backend stores what was shown.
 */
export function NewsletterForm({
  started,
  result,
}: {
  started: string;
  result?: FormResult<NewsletterValues>;
}) {
  const busy = usePendingForm() !== undefined;
  const errors = result?.errors ?? {};
  return (
    <Form method="post" className="relative grid gap-5">
      {result && (
        // After a failed submission the summary takes the focus (the page hydrates no form).
        // eslint-disable-next-line jsx-a11y-x/no-autofocus
        <div tabIndex={-1} autoFocus className="outline-none">
          <FormAlert message={result.message} />
        </div>
      )}
      <input type="hidden" name={STARTED} value={result?.started ?? started} />
      <input type="hidden" name="consent_version" value={NEWSLETTER_CONSENT_VERSION} />
      <Honeypot name={HONEYPOT} />
      <FormField label="E-Mail-Adresse" required error={errors.email}>
        {(p) => (
          <input
            type="email"
            name="email"
            autoComplete="email"
            maxLength={FORM_LIMITS.email}
            defaultValue={result?.values.email}
            className={inputClass}
            {...p}
          />
        )}
      </FormField>
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            required
            aria-invalid={!!errors.consent}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>
            <ConsentText />
            <span className="text-brand-700" aria-hidden="true">
              {' '}
              *
            </span>
          </span>
        </label>
        {errors.consent && (
          <p id="consent-error" className="mt-1 text-sm font-semibold text-brand-800">
            {errors.consent}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Wird gesendet …' : 'Newsletter bestellen'}
        </button>
      </div>
    </Form>
  );
}
