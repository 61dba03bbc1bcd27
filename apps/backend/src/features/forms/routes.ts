// Contact and application forms: stored first (with the CV), then mailed through the queue.
// A mail failure never loses a submission; admins see each one with its delivery state.
import { randomInt } from 'node:crypto';
import { Router, type Request } from 'express';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import { ValidationError } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { bodyOf, validate } from '../../http/validation';
import {
  applicationConfirmationMail,
  applicationInternalMail,
  contactConfirmationMail,
  contactInternalMail,
  enqueueMail,
} from '../mail';
import {
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_FILE_TYPES,
  APPLICATION_MAX_FILES,
  APPLICATION_TOTAL_MAX_BYTES,
  applicationFileKind,
  UNSOLICITED_APPLICATION,
} from '@frischkontor/contract';
import { applicationSubmissionSchema, contactSchema } from '@frischkontor/contract/forms/schemas';
import { createLibrary, sanitizeName, zipBoundsProblem, type Storage } from '../media';
import { topicSettingKey, type Settings } from '../settings';
import { publishedJobAd } from '../job-ads';
import { recordApplication, withdrawUrl } from '../applications';
import { searchForms } from '../../text/fold';

export const CV_FOLDER = 'system/bewerbungen';

/** An application for a job that is not (or no longer) advertised; addressed to the applicant. */
const JOB_NOT_OPEN =
  'Diese Stelle ist nicht (mehr) ausgeschrieben. Schicken Sie uns gern eine Initiativbewerbung.';

interface ApplicationFile {
  name: string;
  kind: keyof typeof APPLICATION_FILE_TYPES;
  mimeType: string;
  data: Buffer;
  /** The CV (required) or a further document such as a certificate (optional). */
  role: 'cv' | 'attachment';
}

type Upload = { filename: string; data: Buffer };

/**
 * The CV files (at least one) and the further documents, each checked by content, within one
 * count and size limit; one German message per problem, at the field it concerns.
 */
async function applicationFiles(cv: Upload[], attachments: Upload[]): Promise<ApplicationFile[]> {
  const present = [
    ...cv.filter((f) => f.data.length > 0).map((f) => ({ ...f, role: 'cv' as const })),
    ...attachments
      .filter((f) => f.data.length > 0)
      .map((f) => ({ ...f, role: 'attachment' as const })),
  ];
  const field = present.some((f) => f.role === 'attachment') ? 'attachments' : 'cv';
  if (!present.some((f) => f.role === 'cv'))
    throw new ValidationError({ cv: ['Bitte laden Sie Ihren Lebenslauf hoch.'] });
  if (present.length > APPLICATION_MAX_FILES)
    throw new ValidationError({
      [field]: [`Bitte laden Sie höchstens ${APPLICATION_MAX_FILES} Dateien hoch.`],
    });
  const total = present.reduce((n, f) => n + f.data.length, 0);
  if (total > APPLICATION_TOTAL_MAX_BYTES)
    throw new ValidationError({
      [field]: [
        'Ihre Dateien sind zusammen größer als 25 MB. Bitte laden Sie kleinere Fotos hoch.',
      ],
    });
  const files: ApplicationFile[] = [];
  for (const [i, file] of present.entries()) {
    const at = file.role === 'cv' ? 'cv' : 'attachments';
    const kind = applicationFileKind(file.data);
    if (!kind)
      throw new ValidationError({
        [at]: [
          `„${sanitizeName(file.filename, `Datei ${i + 1}`)}“ können wir nicht öffnen: Bitte laden Sie PDF, Word (DOCX) oder Fotos (JPEG, PNG, HEIC) hoch.`,
        ],
      });
    if (kind === 'docx') {
      const problem = await zipBoundsProblem(file.data);
      if (problem) throw new ValidationError({ [at]: [problem] });
    }
    const fallback = file.role === 'cv' ? 'Lebenslauf' : 'Anlage';
    const base = sanitizeName(file.filename, `${fallback}-${i + 1}.${kind}`).replace(
      /\.[^.]*$/,
      '',
    );
    files.push({
      name: `${base}.${kind}`,
      kind,
      mimeType: APPLICATION_FILE_TYPES[kind],
      data: file.data,
      role: file.role,
    });
  }
  return files;
}

function honeypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

export function formsRouter(
  ctx: AppContext,
  settings: Settings,
  storage: Storage,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { db, limits, logger, config } = ctx;

  const discard = (req: Request, kind: string) => {
    logger.warn({ ip: req.ip, form: kind }, 'Formular mit ausgefülltem Honeypot verworfen');
    // The same answer as a real submission, so a bot learns nothing.
    return { id: randomInt(1000, 100_000) };
  };

  router.post('/forms/contact', async (req, res) => {
    await limits.hit('contactForm', req.ip ?? 'unknown');
    const body = bodyOf(req);
    if (honeypotFilled(body.website)) {
      res.status(201).json(discard(req, 'contact'));
      return;
    }
    const input = validate(contactSchema, body);
    const to = String(await settings.get(topicSettingKey(input.topic)));
    const company = String(await settings.get('company_name'));
    const now = nowIso();
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('form_submissions')
        .values({
          type: 'contact',
          name: input.name,
          email: input.email,
          topic: input.topic,
          data: JSON.stringify(input),
          delivery_state: 'pending',
          ip: req.ip ?? null,
          search_text: searchForms(`${input.name} ${input.email}`),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueMail(trx, {
        purpose: 'contact.internal',
        to,
        replyTo: input.email,
        content: contactInternalMail(input, row.id, company),
        submissionId: row.id,
      });
      await enqueueMail(trx, {
        purpose: 'contact.confirmation',
        to: input.email,
        content: contactConfirmationMail(input, company),
        submissionId: row.id,
      });
      return row.id;
    });
    logger.info({ submission: id, topic: input.topic }, 'Kontaktanfrage gespeichert');
    nudgeMail();
    res.status(201).json({ id });
  });

  router.post('/forms/application', async (req, res) => {
    await limits.hit('applicationForm', req.ip ?? 'unknown');
    const form = await readMultipart(req, {
      maxFileBytes: APPLICATION_FILE_MAX_BYTES,
      fileFields: ['cv', 'attachments'],
      maxFiles: APPLICATION_MAX_FILES,
      maxTotalBytes: APPLICATION_TOTAL_MAX_BYTES,
      maxFields: 20,
    });
    if (honeypotFilled(form.fields.website)) {
      res.status(201).json(discard(req, 'application'));
      return;
    }
    const sent = validate(applicationSubmissionSchema, form.fields);
    const job =
      sent.job_slug === UNSOLICITED_APPLICATION.slug
        ? UNSOLICITED_APPLICATION
        : await publishedJobAd(db, sent.job_slug);
    if (!job) throw new ValidationError({ job_slug: [JOB_NOT_OPEN] });
    // HR's list and the mails show the ad's own title, never one the request made up.
    const input = { ...sent, job_slug: job.slug, job_title: job.title };
    const files = await applicationFiles(
      form.files.filter((f) => f.field === 'cv'),
      form.files.filter((f) => f.field === 'attachments'),
    );
    const to = String(await settings.get('hr_email'));
    const company = String(await settings.get('company_name'));
    const now = nowIso();

    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('form_submissions')
        .values({
          type: 'application',
          name: input.name,
          email: input.email,
          topic: input.job_title,
          data: JSON.stringify(input),
          delivery_state: 'pending',
          ip: req.ip ?? null,
          search_text: searchForms(`${input.name} ${input.email}`),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const library = createLibrary(config, trx, storage);
      const folder = await library.ensureFolder(CV_FOLDER);
      const stored: number[] = [];
      const count = { cv: 0, attachment: 0 };
      for (const file of files) {
        const n = ++count[file.role];
        // Only the server's id names the stored file: nothing the visitor typed can cut or collide.
        const fileName =
          file.role === 'cv'
            ? `${row.id}-lebenslauf${n === 1 ? '' : `-${n}`}.${file.kind}`
            : `${row.id}-anlage-${n}.${file.kind}`;
        const media = await library.addFile(folder, {
          name: fileName,
          data: file.data,
          mimeType: file.mimeType,
          thumbnail: null,
        });
        stored.push(media.id);
      }
      await trx
        .updateTable('form_submissions')
        .set({
          cv_media_id: stored[0] ?? null,
          data: JSON.stringify({
            ...input,
            cv_media_ids: stored.filter((_, i) => files[i]?.role === 'cv'),
            attachment_media_ids: stored.filter((_, i) => files[i]?.role === 'attachment'),
          }),
        })
        .where('id', '=', row.id)
        .execute();
      await recordApplication(trx, {
        id: row.id,
        jobSlug: input.job_slug,
        jobTitle: input.job_title,
        talentPool: input.talent_pool,
        at: now,
      });
      const mailData = { ...input, cv_name: files.map((f) => f.name).join(', ') };
      await enqueueMail(trx, {
        purpose: 'application.internal',
        to,
        replyTo: input.email,
        content: applicationInternalMail(mailData, row.id, company),
        attachments: files.map((f, i) => ({
          media_id: stored[i] as number,
          filename: f.name,
          content_type: f.mimeType,
        })),
        submissionId: row.id,
      });
      // Sent from the no-reply sender, answered by HR.
      await enqueueMail(trx, {
        purpose: 'application.confirmation',
        to: input.email,
        replyTo: to,
        content: applicationConfirmationMail(mailData, company, {
          withdrawUrl: withdrawUrl(config, ctx.keys, row.id),
          months: config.applicationRetention.months,
        }),
        submissionId: row.id,
      });
      return row.id;
    });
    logger.info({ submission: id, job: input.job_slug }, 'Bewerbung gespeichert');
    nudgeMail();
    res.status(201).json({ id });
  });

  return router;
}
