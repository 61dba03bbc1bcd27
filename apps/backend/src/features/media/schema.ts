// What the media administration accepts: paths as typed, names, access rules.
import {
  MEDIA_SEARCH_MAX_LENGTH,
  type MediaAccessUpdate,
  type MediaMove,
  type MediaNaming,
  type MediaRuleLevel,
} from '@frischkontor/contract';
import { z } from 'zod';
import { flag, requestSchema } from '../../http/validation';
import { LEVELS } from './access';
import { isValidName } from './paths';

/** A path as typed in a request body (`domain/angebote`), not URL-encoded. */
function plainPath(label: string) {
  return z
    .string({ error: `Bitte ${label} angeben.` })
    .max(2048)
    .transform((v, ctx) => {
      const trimmed = v.trim().replace(/^\/+|\/+$/g, '');
      if (trimmed === '') return '';
      const segments = trimmed.split('/').map((s) => s.normalize('NFC'));
      if (!segments.every(isValidName)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label[0]?.toUpperCase()}${label.slice(1)} ist ungültig.`,
        });
        return z.NEVER;
      }
      return segments.join('/');
    });
}

const itemName = z
  .string({ error: 'Bitte einen Namen angeben.' })
  .transform((v) => v.normalize('NFC').trim())
  .refine(
    isValidName,
    'Der Name ist leer, zu lang oder enthält unzulässige Zeichen (/, \\, Steuerzeichen, „.“ oder „..“).',
  );

const ruleSchema = z
  .object({
    subject: z.enum(['role', 'user', 'public'], {
      error: 'Bitte role, user oder public wählen.',
    }),
    subject_id: z.union([z.coerce.number().int().positive(), z.null()]).optional(),
    level: z.enum(LEVELS as [MediaRuleLevel, ...MediaRuleLevel[]], {
      error: 'Bitte read, write oder admin wählen.',
    }),
  })
  .refine((r) => r.subject === 'public' || !!r.subject_id, {
    message: 'Für Rollen und Benutzer ist eine ID nötig.',
    path: ['subject_id'],
  });

export const folderSchema = requestSchema<MediaNaming>()(
  z.object({ path: plainPath('den Ordner'), name: itemName }),
);

/** An upload's form fields beside the file. */
export const uploadSchema = z.object({
  path: plainPath('den Ordner'),
  name: z.string().max(255).optional(),
});

export const renameSchema = requestSchema<MediaNaming>()(
  z.object({ path: plainPath('den Pfad'), name: itemName }),
);

export const pathSchema = z.object({ path: plainPath('den Pfad') });

export const moveSchema = requestSchema<MediaMove>()(
  z.object({ path: plainPath('den Pfad'), target: plainPath('das Ziel') }),
);

export const accessSchema = requestSchema<MediaAccessUpdate>()(
  z.object({
    path: plainPath('den Pfad'),
    inherit: flag(),
    rules: z.array(ruleSchema, { error: 'Bitte eine Liste von Regeln angeben.' }).max(100),
  }),
);

/** `GET /api/admin/media/search?q=`: what to look for in names and titles. */
export const searchSchema = z.object({
  q: z
    .string({ error: 'Bitte einen Suchbegriff angeben.' })
    .transform((v) => v.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, 'Bitte einen Suchbegriff angeben.')
        .max(
          MEDIA_SEARCH_MAX_LENGTH,
          `Der Suchbegriff darf höchstens ${MEDIA_SEARCH_MAX_LENGTH} Zeichen lang sein.`,
        ),
    ),
});
