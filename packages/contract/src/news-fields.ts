// What a news item keeps in `fields` (decision 051), checked with German messages that name the
// fields as the form labels them (NEWS_LABELS). A subpath of its own
// (`@frischkontor/contract/news`): the package's root is read by browser code, which must not
// carry zod.
import { z } from 'zod';
import { NEWS_AUDIENCES, NEWS_AUDIENCE_LABELS, NEWS_LABELS as LABEL } from './news.ts';

const audienceMessage = `Bitte unter „${LABEL.audience}“ eine der Möglichkeiten wählen: ${NEWS_AUDIENCES.map(
  (a) => NEWS_AUDIENCE_LABELS[a],
).join(', ')}.`;
const dayMessage = `Bitte „${LABEL.expires_at}“ als Datum angeben (JJJJ-MM-TT).`;

export const newsFieldsSchema = z
  .object({
    audience: z.enum(NEWS_AUDIENCES, { error: audienceMessage }),
    roles: z
      .array(
        z
          .string({ error: `Bitte unter „${LABEL.roles}“ Rollennamen angeben.` })
          .trim()
          .min(1, `Bitte unter „${LABEL.roles}“ Rollennamen angeben.`)
          .max(100, `Ein Rollenname darf höchstens 100 Zeichen lang sein.`),
        { error: `Bitte unter „${LABEL.roles}“ eine Liste von Rollen angeben.` },
      )
      .max(20, `Bitte unter „${LABEL.roles}“ höchstens 20 Rollen wählen.`)
      .default([]),
    expires_at: z.preprocess(
      (v) => (v === undefined || (typeof v === 'string' && !v.trim()) ? null : v),
      z
        .string({ error: dayMessage })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
        .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), dayMessage)
        .nullable(),
    ),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.audience === 'roles' && value.roles.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['roles'],
        message: `Bitte unter „${LABEL.roles}“ mindestens eine Rolle wählen.`,
      });
  })
  .transform((value) => ({
    ...value,
    // Only the audience `roles` names roles.
    roles: value.audience === 'roles' ? [...new Set(value.roles)].sort() : [],
  }));

export type NewsFieldsInput = z.input<typeof newsFieldsSchema>;
