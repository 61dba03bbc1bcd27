// What the managers send (decision 053), with German messages that name the form's fields.
import { hamburgDay, READING_KINDS } from '@frischkontor/contract';
import { z } from 'zod';

export const READING_MESSAGES = {
  kind: 'Bitte wählen, ob ein Wiki-Artikel oder ein Dokument Pflichtlektüre wird.',
  article: 'Bitte einen veröffentlichten Wiki-Artikel wählen.',
  document: 'Bitte ein Dokument aus den Dokumenten des internen Bereichs wählen.',
  roles: 'Bitte mindestens eine Rolle wählen, für die es Pflicht ist.',
  unknownRole: (name: string) => `Die Rolle „${name}“ gibt es nicht.`,
  due: 'Bitte „Zu bestätigen bis“ als Datum angeben (JJJJ-MM-TT).',
  pastDue: '„Zu bestätigen bis“ darf nicht in der Vergangenheit liegen.',
  taken: 'Dieser Artikel oder dieses Dokument ist schon Pflichtlektüre; bitte dort ändern.',
  closed: 'Diese Pflichtlektüre ist beendet.',
  notConcerned: 'Diese Pflichtlektüre gilt nicht für dich.',
  changed:
    'Der Inhalt wurde inzwischen geändert. Bitte lies die aktuelle Fassung und bestätige dann.',
  version: 'Bitte die gelesene Fassung angeben.',
} as const;

const day = z
  .string({ error: READING_MESSAGES.due })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, READING_MESSAGES.due)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), READING_MESSAGES.due)
  .refine((v) => v >= hamburgDay(new Date()), READING_MESSAGES.pastDue);

const roles = z
  .array(z.string().trim().min(1).max(100), { error: READING_MESSAGES.roles })
  .min(1, READING_MESSAGES.roles)
  .max(20, 'Bitte höchstens 20 Rollen wählen.');

export const createSchema = z
  .object({
    kind: z.enum(READING_KINDS, { error: READING_MESSAGES.kind }),
    article: z.string().trim().max(200).optional(),
    document: z.string().trim().max(1000).optional(),
    roles,
    due_on: day,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'wiki' && !v.article)
      ctx.addIssue({ code: 'custom', path: ['article'], message: READING_MESSAGES.article });
    if (v.kind === 'document' && !v.document)
      ctx.addIssue({ code: 'custom', path: ['document'], message: READING_MESSAGES.document });
  });

export const updateSchema = z.object({ roles: roles.optional(), due_on: day.optional() }).strict();

/** „Neu bestätigen lassen“: a new round on the current version, with its own due date. */
export const renewSchema = z.object({ due_on: day }).strict();

export const confirmSchema = z
  .object({ version: z.string({ error: READING_MESSAGES.version }).trim().min(1).max(200) })
  .strict();
