// zod at every input from outside, with German messages a person can act on.
import type { Request } from 'express';
import { z } from 'zod';
import { de } from 'zod/locales';
import { ValidationError } from './errors';

// Anything a schema below does not word itself still answers in German.
z.config(de());

/** The message for a required field left empty. */
export const required = (label: string) => `Bitte das Feld „${label}“ ausfüllen.`;
const tooLong = (label: string, max: number) =>
  `Das Feld „${label}“ darf höchstens ${max} Zeichen lang sein.`;

const stringInput = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? required(label)
        : `Das Feld „${label}“ muss Text enthalten.`,
  });

/** A required line of text, trimmed, without control characters. */
export function text(label: string, max = 255) {
  return stringInput(label)
    .transform((v) => v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim())
    .pipe(z.string().min(1, required(label)).max(max, tooLong(label, max)));
}

/** Longer text (messages): keeps line breaks. */
export function longText(label: string, max = 5000) {
  return stringInput(label)
    .transform((v) => v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim())
    .pipe(z.string().min(1, required(label)).max(max, tooLong(label, max)));
}

/** Optional text: missing, null and blank all become null; line breaks kept with `lines`. */
export function optionalText(label: string, max = 255, { lines = false } = {}) {
  const control = lines
    ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
    : /[\u0000-\u001f\u007f]/g;
  return z
    .union([z.string(), z.null()], { error: `Das Feld „${label}“ muss Text enthalten.` })
    .optional()
    .transform((v) => (v ?? '').replace(control, '').trim())
    .pipe(z.string().max(max, tooLong(label, max)))
    .transform((v) => (v === '' ? null : v));
}

export function email(label = 'E-Mail-Adresse') {
  return stringInput(label)
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, required(label))
        .max(255, tooLong(label, 255))
        .pipe(z.email({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' })),
    );
}

/** A password as typed: not trimmed; policy checks live with the accounts. */
export function passwordInput(label = 'Passwort') {
  return stringInput(label).pipe(z.string().min(1, required(label)).max(200, tooLong(label, 200)));
}

const TRUE_VALUES = new Set([true, 'true', '1', 1, 'on', 'yes']);
const FALSE_VALUES = new Set([false, 'false', '0', 0, 'off', 'no', '', null, undefined]);

/** A checkbox that must be ticked (privacy consent). */
export function accepted(message: string) {
  return z.unknown().refine((v) => TRUE_VALUES.has(v as never), { message });
}

/** An optional yes/no; absent means no. */
export function flag() {
  return z
    .unknown()
    .optional()
    .refine((v) => TRUE_VALUES.has(v as never) || FALSE_VALUES.has(v as never), {
      message: 'Bitte ja oder nein angeben.',
    })
    .transform((v) => TRUE_VALUES.has(v as never));
}

export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? required(label)
        : `Bitte für „${label}“ einen der Werte wählen: ${values.join(', ')}.`,
  });
}

export function positiveId(label = 'ID') {
  return z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine ganze Zahl sein.`)
    .positive(`${label} muss größer als null sein.`)
    .max(2_147_483_647, `${label} ist zu groß.`);
}

/** A list's search (`search`): optional, trimmed, at most 100 characters. */
export const searchText = z
  .string()
  .trim()
  .max(100, 'Die Suche darf höchstens 100 Zeichen lang sein.')
  .optional();

type Fits<S extends z.ZodType, Request> = [keyof Request, keyof z.input<S>] extends [
  keyof z.input<S>,
  keyof Request,
]
  ? [Request] extends [z.input<S>]
    ? []
    : [mismatch: 'a field takes other values than the contract says']
  : [mismatch: 'the fields are not the contract’s'];

/**
 * Ties a request's schema to the contract's description of that request (packages/contract), at
 * compile time: the same fields, each taking what the contract says the panel sends. A schema
 * that drifts from the contract does not compile (the call then lacks its second argument).
 */
export function requestSchema<Request>() {
  return <S extends z.ZodType>(schema: S, ..._fits: Fits<S, Request>): S => schema;
}

/**
 * Validates, or throws a 422 in Laravel's shape: `{ message, errors: { field: [...] } }`; `status`
 * 400 for a query string (a filter of an address, not a form).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  status: 400 | 422 = 422,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw new ValidationError(errors, status);
}

/** The JSON body as an object; anything else (array, missing) counts as empty. */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** Query values as single strings; repeated keys keep the first value. */
export function queryOf(req: Request): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = Object.create(null) as Record<
    string,
    string | undefined
  >;
  for (const [key, value] of Object.entries(req.query as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    out[key] = typeof first === 'string' ? first : undefined;
  }
  return out;
}

/** A route parameter as a positive integer id, or 404 for anything else. */
export function idParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
