// What the newsletter's endpoints accept: the sign-up and link tokens come from the contract
// (the website checks them first), the admin list's filters are the panel's own.
import { NEWSLETTER_STATES } from '@frischkontor/contract';
import { z } from 'zod';

export {
  newsletterSignupSchema,
  newsletterTokenSchema,
} from '@frischkontor/contract/forms/schemas';

/** The profile's sign-up: the consent text's version, the address is the account's. */
export const ownSignupSchema = z.object({
  consent: z.unknown().refine((v) => v === true || v === 'on' || v === '1', {
    message: 'Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.',
  }),
  consent_version: z.string({ error: 'Bitte laden Sie die Seite neu.' }).max(50),
});

export const adminListSchema = z.object({
  state: z.enum(NEWSLETTER_STATES).optional(),
  search: z.string().trim().max(200).optional(),
});
