import {
  NEW_CUSTOMER,
  type DomainSettings,
  type PublicRegistrationProfile,
} from '@frischkontor/contract';
import { contactTopicSlug } from '@frischkontor/contract/forms';
import { redirect } from 'react-router';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { refused } from '../../features/api/results';
import { confirmationError } from '../../features/auth/confirmation';
import { appUrl, sessionOf, twoFactorPending } from '../../features/auth/guards.server';
import { intendedParam, intendedTarget } from '../../features/auth/targets.server';
import { appConfig } from '../../features/config/config.server';
import type { Route } from './+types/register';

const FIELDS = [
  'profile',
  'firstname',
  'lastname',
  'company',
  'customer_number',
  'vat_id',
  'trade_licence',
  'email',
  'password',
  'password_confirmation',
  'privacy',
] as const;
/** Where the API's messages can show: the inputs, and the USt-IdNr.-or-Gewerbenachweis group. */
const ERROR_FIELDS = [...FIELDS, 'business_proof'] as const;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The domain settings' profiles; like every domain setting, they may be missing. */
function profilesOf(value: unknown): PublicRegistrationProfile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p: Partial<PublicRegistrationProfile> | null) =>
    p && typeof p.key === 'string' && typeof p.label === 'string'
      ? [
          {
            key: p.key,
            label: p.label,
            fields: Array.isArray(p.fields) ? p.fields.map(String) : [],
            required: Array.isArray(p.required) ? p.required.map(String) : [],
            auto_enable: p.auto_enable === true,
          },
        ]
      : [],
  );
}

export async function registerLoader({ url, context }: Route.LoaderArgs) {
  const session = await sessionOf(context);
  if (session.user && !twoFactorPending(session)) throw redirect(intendedTarget(url));
  const settings = await backendOf(context).get<DomainSettings>('/domain/settings');
  return {
    open: settings.policy_allow_registration !== false,
    profiles: profilesOf(settings.registration_profiles),
    privacyUrl: text(settings.legal_privacy),
    contact: {
      email: text(settings.company_email),
      phone: text(settings.company_phone),
    },
    // The other way in: the website's contact form with the new customers' topic chosen.
    contactFormUrl: `${appConfig().websiteUrl}/kontakt?thema=${contactTopicSlug(NEW_CUSTOMER.contactTopic)}#formular`,
    intended: intendedParam(url),
  };
}

export async function registerAction({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = Object.fromEntries(
    FIELDS.filter((f) => !f.startsWith('password')).map((f) => [f, formText(form, f)]),
  );
  const mismatch = confirmationError(form);
  if (mismatch) return { ...refused({ password_confirmation: mismatch }), values };
  try {
    await backendOf(context).send('POST', '/register', {
      body: {
        ...values,
        privacy: form.get('privacy') === '1',
        password: formText(form, 'password'),
        password_confirmation: formText(form, 'password_confirmation'),
        intended: intendedParam(url),
      },
    });
  } catch (error) {
    return apiFailure(error, ERROR_FIELDS, undefined, values);
  }
  // The same answer whether or not the address already had an account.
  return redirect(appUrl('/auth/check-email', { intended: intendedParam(url) }));
}
