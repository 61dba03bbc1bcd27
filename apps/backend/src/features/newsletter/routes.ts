// The newsletter's endpoints: the public sign-up with its double opt-in, the links from the
// mails (confirm, unsubscribe, RFC 8058 one-click), the own subscription in the profile, and
// the marketing's list with CSV export (decision 043).
import {
  NEWSLETTER_CONSENT_TEXTS,
  NEWSLETTER_SOURCE_LABELS,
  NEWSLETTER_STATE_LABELS,
  PERMISSIONS,
  type NewsletterConsentVersion,
  type OwnNewsletter,
} from '@frischkontor/contract';
import { Router, type Request } from 'express';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import type { DB } from '../../db/schema';
import { csvFilename, sendCsv, type CsvColumn } from '../../http/csv';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import { bodyOf, idParam, queryOf, validate } from '../../http/validation';
import { likePattern } from '../../text/fold';
import { audit, auditActor } from '../audit';
import type { Settings } from '../settings';
import { enqueueConfirmation, enqueueWelcome, unsubscribePageUrl } from './mails';
import {
  adminListSchema,
  newsletterSignupSchema,
  newsletterTokenSchema,
  ownSignupSchema,
} from './schema';
import {
  confirmSignup,
  deleteSubscription,
  findByConfirmToken,
  findByUnsubscribeToken,
  requestSignup,
  subscribeVerifiedAddress,
  subscriberView,
} from './store';

/** The one answer to every sign-up, whatever the address's state: it tells no one who is subscribed. */
export const SIGNUP_ANSWER =
  'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.';
const CONFIRM_LINK_INVALID =
  'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich noch einmal an.';
const UNSUBSCRIBE_LINK_INVALID =
  'Dieser Abmeldelink ist ungültig, oder Sie haben den Newsletter bereits abbestellt.';

/** At most this many rows in one CSV export. */
const EXPORT_LIMIT = 100_000;

const SUBSCRIBER_COLUMNS: CsvColumn<Selectable<DB['newsletter_subscriptions']>>[] = [
  { header: 'E-Mail-Adresse', value: (r) => r.email },
  { header: 'Zustand', value: (r) => NEWSLETTER_STATE_LABELS[r.state] },
  { header: 'Angemeldet (UTC)', value: (r) => r.requested_at },
  { header: 'Bestätigt (UTC)', value: (r) => r.confirmed_at },
  { header: 'Einwilligungstext (Version)', value: (r) => r.consent_version },
  { header: 'Einwilligungstext (SHA-256)', value: (r) => r.consent_text_sha256 },
  {
    header: 'Herkunft',
    value: (r) =>
      NEWSLETTER_SOURCE_LABELS[r.source as keyof typeof NEWSLETTER_SOURCE_LABELS] ?? r.source,
  },
];

function honeypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** A link's token, or the link's refusal: a malformed token reads like an unknown one. */
function tokenOf(input: unknown, invalid: string): string {
  const parsed = newsletterTokenSchema.safeParse(input);
  if (!parsed.success) throw new HttpError(404, invalid);
  return parsed.data.token;
}

function consentVersion(value: string): NewsletterConsentVersion {
  if (!Object.hasOwn(NEWSLETTER_CONSENT_TEXTS, value))
    throw new ValidationError({
      consent_version: [
        'Dieser Einwilligungstext ist nicht mehr gültig. Bitte laden Sie die Seite neu.',
      ],
    });
  return value as NewsletterConsentVersion;
}

/**
 * `POST /newsletter/one-click`: RFC 8058's unsubscribe, posted by the recipient's mail provider
 * with `List-Unsubscribe=One-Click` as a form body, no cookie, no token header. The token in
 * the address is the authority, so this sits before the origin, CSRF and body checks. GET
 * (a person who opened the address) goes to the website's page, which asks first.
 */
export function newsletterOneClickRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, keys, limits, config, logger } = ctx;

  router.get('/newsletter/one-click', (req, res) => {
    const token = tokenOf(queryOf(req), UNSUBSCRIBE_LINK_INVALID);
    res.redirect(302, unsubscribePageUrl(config, token));
  });

  router.post('/newsletter/one-click', async (req, res) => {
    // The body says only `List-Unsubscribe=One-Click`; read off, never parsed.
    req.resume();
    await limits.hit('newsletterLink', req.ip ?? 'unknown');
    const token = tokenOf(queryOf(req), UNSUBSCRIBE_LINK_INVALID);
    const row = await findByUnsubscribeToken(db, keys, token);
    if (!row) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID);
    await deleteSubscription(db, row.id);
    logger.info({ subscription: row.id, via: 'one-click' }, 'Newsletter abbestellt');
    res.json({ message: 'Sie haben den Newsletter abbestellt.' });
  });

  return router;
}

async function ownView(db: Kysely<DB>, email: string, verified: boolean): Promise<OwnNewsletter> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('state')
    .where('email', '=', email)
    .executeTakeFirst();
  return { state: row?.state ?? 'none', email, verified_address: verified };
}

/** The public sign-up and the links from the mails; the own subscription under `/user`. */
export function newsletterRouter(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { db, keys, limits, logger, config, guards } = ctx;
  const company = async () => String(await settings.get('company_name'));

  router.post('/newsletter/subscribe', async (req, res) => {
    await limits.hit('newsletterSignup', req.ip ?? 'unknown');
    const body = bodyOf(req);
    if (honeypotFilled(body.website)) {
      logger.warn(
        { ip: req.ip, form: 'newsletter' },
        'Formular mit ausgefülltem Honeypot verworfen',
      );
      res.status(202).json({ message: SIGNUP_ANSWER });
      return;
    }
    const input = validate(newsletterSignupSchema, body);
    const name = await company();
    const outcome = await db.transaction().execute(async (trx) => {
      const result = await requestSignup(trx, {
        email: input.email,
        version: input.consent_version,
        source: 'website',
        userId: null,
      });
      if (result.kind === 'confirm')
        await enqueueConfirmation(trx, config, {
          email: input.email,
          token: result.token,
          company: name,
        });
      return result;
    });
    if (outcome.kind === 'confirm') {
      logger.info({ subscription: outcome.row.id }, 'Newsletter-Anmeldung: Bestätigung verschickt');
      nudgeMail();
    }
    res.status(202).json({ message: SIGNUP_ANSWER });
  });

  async function confirmRow(req: Request, input: unknown) {
    await limits.hit('newsletterLink', req.ip ?? 'unknown');
    const row = await findByConfirmToken(db, tokenOf(input, CONFIRM_LINK_INVALID));
    if (!row) throw new HttpError(404, CONFIRM_LINK_INVALID);
    return row;
  }

  // Opening the link only shows the question: mail scanners open links, people press the button.
  router.get('/newsletter/confirm', async (req, res) => {
    const row = await confirmRow(req, queryOf(req));
    res.json({ data: { state: row.state } });
  });

  router.post('/newsletter/confirm', async (req, res) => {
    const row = await confirmRow(req, bodyOf(req));
    const name = await company();
    const confirmed = await db.transaction().execute(async (trx) => {
      if (!(await confirmSignup(trx, row))) return false;
      await enqueueWelcome(trx, config, keys, row, name);
      return true;
    });
    if (confirmed) {
      logger.info({ subscription: row.id }, 'Newsletter-Anmeldung bestätigt');
      nudgeMail();
    }
    res.json({ data: { state: 'confirmed' } });
  });

  async function unsubscribeRow(req: Request, input: unknown) {
    await limits.hit('newsletterLink', req.ip ?? 'unknown');
    const row = await findByUnsubscribeToken(db, keys, tokenOf(input, UNSUBSCRIBE_LINK_INVALID));
    if (!row) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID);
    return row;
  }

  router.get('/newsletter/unsubscribe', async (req, res) => {
    const row = await unsubscribeRow(req, queryOf(req));
    res.json({ data: { email: row.email } });
  });

  router.post('/newsletter/unsubscribe', async (req, res) => {
    const row = await unsubscribeRow(req, bodyOf(req));
    await deleteSubscription(db, row.id);
    logger.info({ subscription: row.id, via: 'link' }, 'Newsletter abbestellt');
    res.json({ data: { unsubscribed: true } });
  });

  router.get('/user/newsletter', async (req, res) => {
    const { user } = await guards.requireActiveUser(req, res);
    res.json({ data: await ownView(db, user.email, !!user.email_verified_at) });
  });

  router.post('/user/newsletter', async (req, res) => {
    const { user } = await guards.requireActiveUser(req, res);
    await limits.hit('newsletterSignup', req.ip ?? 'unknown');
    const input = validate(ownSignupSchema, bodyOf(req));
    const version = consentVersion(input.consent_version);
    const verified = !!user.email_verified_at;
    const name = await company();
    const outcome = await db.transaction().execute(async (trx) => {
      if (verified) {
        const result = await subscribeVerifiedAddress(trx, {
          email: user.email,
          version,
          userId: Number(user.id),
        });
        if (result.kind === 'confirmed') await enqueueWelcome(trx, config, keys, result.row, name);
        return result;
      }
      const result = await requestSignup(trx, {
        email: user.email,
        version,
        source: 'profil',
        userId: Number(user.id),
      });
      if (result.kind === 'confirm')
        await enqueueConfirmation(trx, config, {
          email: user.email,
          token: result.token,
          company: name,
        });
      return result;
    });
    if (outcome.kind !== 'nothing') nudgeMail();
    res.json({ data: await ownView(db, user.email, verified) });
  });

  router.delete('/user/newsletter', async (req, res) => {
    const { user } = await guards.requireActiveUser(req, res);
    await db.deleteFrom('newsletter_subscriptions').where('email', '=', user.email).execute();
    res.json({ data: await ownView(db, user.email, !!user.email_verified_at) });
  });

  return router;
}

/** `/api/admin/newsletter`: the subscribers for marketing (`app.newsletter.subscribers`). */
export function newsletterAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, guards, config } = ctx;

  function listQuery(filters: { state?: 'pending' | 'confirmed'; search?: string }) {
    let base = db.selectFrom('newsletter_subscriptions');
    if (filters.state) base = base.where('state', '=', filters.state);
    if (filters.search)
      base = base.where(
        sql<boolean>`email like ${likePattern(filters.search.toLowerCase())} escape '\\'`,
      );
    return base;
  }

  const filtersOf = (query: Record<string, string | undefined>) =>
    validate(adminListSchema, {
      state: query.state || undefined,
      search: query.search || undefined,
    });

  router.get('/', async (req, res) => {
    await guards.requirePermission(req, res, PERMISSIONS.newsletterSubscribers);
    const query = queryOf(req);
    const filters = filtersOf(query);
    const page = pageRequest(query);
    const base = listQuery(filters);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const rows = await base
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute();
    res.json(
      paginate(
        rows.map(subscriberView),
        total,
        page,
        pageLinker(apiUrl(config, '/admin/newsletter'), query, page.size),
      ),
    );
  });

  // For Excel, as every export (http/csv); the download is in the log.
  router.get('/export', async (req, res) => {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.newsletterSubscribers);
    const filters = filtersOf(queryOf(req));
    const rows = await listQuery(filters)
      .selectAll()
      .orderBy('email')
      .limit(EXPORT_LIMIT)
      .execute();
    await audit(db, auditActor(req, auth.user), 'newsletter.exported', null, {
      count: rows.length,
      state: filters.state ?? null,
      search: filters.search ?? null,
    });
    await sendCsv(res, csvFilename('newsletter-empfaenger'), SUBSCRIBER_COLUMNS, rows);
  });

  router.delete('/:id', async (req, res) => {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.newsletterSubscribers);
    const id = idParam(req.params.id);
    const row = id
      ? await db
          .selectFrom('newsletter_subscriptions')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('newsletter_subscriptions').where('id', '=', row.id).execute();
      // The entry names the row, not the address: a deletion leaves no copy of it (decision 043).
      await audit(
        trx,
        auditActor(req, auth.user),
        'newsletter.deleted',
        {
          type: 'newsletter',
          id: row.id,
          label: `Empfänger Nr. ${row.id}`,
        },
        { state: row.state, source: row.source },
      );
    });
    res.status(204).end();
  });

  return router;
}
