// What sign-in, registration and password reset accept.
import { z } from 'zod';
import { accepted, email, flag, optionalText, passwordInput, text } from '../../http/validation';
import { tradeLicenceInput, vatIdInput } from '../registration';

export const loginSchema = z.object({
  login: email('E-Mail-Adresse'),
  password: passwordInput(),
  remember: flag(),
});

export const registerSchema = z.object({
  /** The registration profile's key; without one, the first profile (Helium's clients send none). */
  profile: z.string().max(40).optional(),
  firstname: text('Vorname', 100),
  lastname: text('Nachname', 100),
  company: optionalText('Firma', 200),
  customer_number: optionalText('Kundennummer', 50),
  vat_id: vatIdInput(),
  trade_licence: tradeLicenceInput(),
  email: email(),
  password: passwordInput(),
  password_confirmation: z.unknown(),
  privacy: accepted('Bitte stimmen Sie der Datenschutzerklärung zu.'),
  intended: z.unknown().optional(),
});

export const resetSchema = z.object({
  token: text('Token', 200),
  email: email(),
  password: passwordInput(),
  password_confirmation: z.unknown(),
});
