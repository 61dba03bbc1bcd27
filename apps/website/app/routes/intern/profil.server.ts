import {
  accountStatus,
  profileUrl,
  STAFF_FIELD_LABELS,
  type StaffFields,
} from '@frischkontor/contract';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { handOffConfig } from '~/config/env.server';
import {
  newsletterProfileAction,
  ownNewsletter,
  type NewsletterProfileResult,
} from '~/features/newsletter/index.server';
import { ApiError, BackendUnavailableError } from '@frischkontor/helium-client';
import { backendFor } from '~/platform/api/session.server';
import { requireViewer } from '~/platform/guards/viewer.server';
import { readForm } from '@frischkontor/server-kit';

/**
 * What the company keeps of the person (decision 052), as far as set: our backend sends it with
 * the session, Helium does not. Edited in the account (`/konto/profil`) and by the admins.
 */
function staffDetails(fields: Partial<StaffFields>): { label: string; text: string }[] {
  const keys = ['department', 'job_title', 'location', 'phone_extension'] as const;
  const lines: { label: string; text: string }[] = keys.flatMap((key) =>
    fields[key] ? [{ label: STAFF_FIELD_LABELS[key], text: fields[key] }] : [],
  );
  if (fields.mobile)
    lines.push({
      label: STAFF_FIELD_LABELS.mobile,
      text: `${fields.mobile} (${fields.directory_mobile ? 'im Mitarbeiterverzeichnis sichtbar' : 'nicht im Mitarbeiterverzeichnis'})`,
    });
  return lines;
}

export async function profileLoader(args: LoaderFunctionArgs) {
  const { user: u, session } = await requireViewer(args);
  return {
    seo: {
      title: 'Profil',
      description: 'Ihre Kontodaten im internen Bereich von Hallberg Frischdienst.',
      noindex: true,
    },
    profile: {
      name: u.name,
      firstname: u.firstname ?? null,
      lastname: u.lastname ?? null,
      email: u.email,
      roles: u.roles.map((r) => r.name),
      emailVerified: !!u.email_verified_at,
      enabled: !!u.enabled_at,
      tfaEnabled: session.tfa_enabled,
      /** A role requires a second factor this sign-in did not have (our backend only). */
      twoFactorRequired: accountStatus(u, session) === 'two-factor-setup',
      /** An admin asked for a new password first (our backend only, decision 057). */
      passwordChangeRequired: accountStatus(u, session) === 'password-change',
      staff: staffDetails(u as Partial<StaffFields>),
    },
    manageHref: profileUrl(handOffConfig(), '/intern/profil'),
    newsletter: await ownNewsletter(args),
  };
}

export type ProfileActionResult =
  { ok: true; message: string; intent?: string } | { ok: false; message: string; intent?: string };

/**
 * "Bestätigungs-E-Mail erneut senden" and the newsletter's „bestellen“ / „abbestellen“: asks the
 * backend on the visitor's behalf.
 */
export async function profileAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'newsletter-subscribe' || intent === 'newsletter-unsubscribe') {
    await requireViewer(args);
    const result: NewsletterProfileResult = await newsletterProfileAction(request, context, form);
    return data<ProfileActionResult>(result, { status: result.ok ? 200 : 422 });
  }
  if (intent !== 'resend-verification') {
    return data<ProfileActionResult>({ ok: false, message: 'Unbekannte Aktion.' }, { status: 400 });
  }
  try {
    const response = await backendFor(request, context).raw(
      'POST',
      '/email/verification-notification',
    );
    if (response.status === 429) {
      return data<ProfileActionResult>(
        {
          ok: false,
          message:
            'Sie haben gerade erst eine E-Mail angefordert. Bitte warten Sie einige Minuten.',
        },
        { status: 429 },
      );
    }
    if (!response.ok) throw new ApiError(response.status, null);
    return data<ProfileActionResult>({
      ok: true,
      message: 'Wir haben Ihnen eine neue Bestätigungs-E-Mail geschickt.',
    });
  } catch (error) {
    if (error instanceof BackendUnavailableError || error instanceof ApiError) {
      return data<ProfileActionResult>(
        {
          ok: false,
          message:
            'Die E-Mail konnte gerade nicht versendet werden. Bitte versuchen Sie es später erneut.',
        },
        { status: 503 },
      );
    }
    throw error;
  }
}
