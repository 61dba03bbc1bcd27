// User administration: list, show, create or invite, edit, approve, block, verify, send reset
// and verification links, roles, 2FA reset, delete.
import {
  ACCOUNT_STATUS_LABELS,
  DELETED_LABEL,
  USER_LIST_STATES,
  accountStatus,
  isAdmin,
  USER_SORTS,
  isSuperAdmin,
  mayChangeIdentity,
  PERMISSIONS,
  type AccountBlock,
  type AccountRoles,
  type AccountUser,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserDetail,
  type AdminUserUpdate,
  type MessageAnswer,
  type Permission,
  type RegistrationProfile,
  type SessionsEnded,
  type User,
} from '@frischkontor/contract';
import { stringify } from 'csv-stringify/sync';
import { Router, type Request, type Response } from 'express';
import { sql, type Kysely } from 'kysely';
import { optionalPhone } from '@frischkontor/contract/forms/schemas';
import { z } from 'zod';
import { loadAccount, searchTextOf, toAccountUser } from '../../accounts/account';
import { hashPassword } from '../../accounts/passwords';
import type { AppContext } from '../../context';
import { apiUrl } from '../../context';
import { nowIso } from '../../db';
import type { DB, UserRow } from '../../db/schema';
import { HttpError, MESSAGES, notFound, ValidationError } from '../../http/errors';
import { pageLinker, pageRequest, paginate } from '../../http/pagination';
import {
  bodyOf,
  email,
  flag,
  idParam,
  optionalText,
  passwordInput,
  positiveId,
  queryOf,
  requestSchema,
  text,
  validate,
} from '../../http/validation';
import { randomToken } from '../../security/keys';
import { foldText, likePattern } from '../../text/fold';
import {
  approvedMail,
  blockedMail,
  restoredMail,
  enqueueMail,
  invitationMail,
  passwordResetMail,
  twoFactorDisabledMail,
  accountDeletedMail,
  unblockedMail,
  verificationMail,
  type MailContent,
} from '../mail';
import { deviceSessionOf, EMAIL_TAKEN, onEmailChanged, rethrowTaken, UNVERIFIED } from '../account';
import { restorableUntil, RESTORE_DAYS, softDelete } from '../../accounts/deletion';
import { audit, auditActor, userTarget } from '../audit';
import { canAssign, listRoles } from '../roles';
import {
  grantProfileRoles,
  profileRoles,
  readProfiles,
  registrationView,
  tradeLicenceInput,
  vatIdInput,
} from '../registration';
import { settleAccountNotices } from '../../accounts/notices';
import type { Settings } from '../settings';
import { disableTwoFactor } from '../two-factor';
import {
  assertNewPassword,
  createResetToken,
  INVITATION_DAYS,
  resetUrl,
  verificationUrl,
} from '../auth';

/** What only the admin panel shows of an account. */
type AdminExtras = Pick<UserRow, 'admin_note' | 'deleted_at' | 'last_login_at'>;

/**
 * What the admin panel shows; e-mail addresses only to admins, the internal note only here, and
 * how the account registered: its profile and the roles an approval gives (decision 041).
 */
function adminUserOf(
  user: AccountUser,
  viewer: User,
  extras: AdminExtras,
  profiles: RegistrationProfile[],
): AdminUser {
  return {
    ...user,
    email: isAdmin(viewer) ? user.email : null,
    registration: registrationView(profiles, user.registration_profile),
    admin_note: extras.admin_note ?? null,
    last_login_at: extras.last_login_at ?? null,
    deleted_at: extras.deleted_at ?? null,
    restorable_until: extras.deleted_at ? restorableUntil(extras.deleted_at).toISOString() : null,
  };
}

export { purgeDeletedAccounts } from './purge';

export const USER_ADMIN_MESSAGES = {
  emailTaken: EMAIL_TAKEN,
  ownEmail: 'Ihre eigene E-Mail-Adresse ändern Sie in Ihrem Profil.',
  resetSent: 'Der Link zum Zurücksetzen des Passworts ist verschickt.',
  verificationSent: 'Der Bestätigungslink ist verschickt.',
  alreadyVerified: 'Diese E-Mail-Adresse ist bereits bestätigt.',
  blockedNoLinks: 'Einem gesperrten Konto schicken wir keine Links.',
  deleted: 'Dieses Konto ist gelöscht. Stellen Sie es zuerst wieder her.',
  notDeleted: 'Dieses Konto ist nicht gelöscht.',
  identityForbidden:
    'Dafür fehlt die Berechtigung: Dieses Konto hat Rechte, die Sie selbst nicht haben. E-Mail-Adresse, Passwort, Zwei-Faktor-Anmeldung und Sitzungen ändert hier nur, wer alle seine Rechte hat.',
  restoreOver: `Die ${RESTORE_DAYS} Tage, in denen sich dieses Konto wiederherstellen ließ, sind vorbei.`,
} as const;

const NOTE = 'Interne Notiz';

/** At most this many rows in one CSV export. */
const EXPORT_LIMIT = 10_000;

const createSchema = requestSchema<AdminUserCreate>()(
  z.object({
    firstname: text('Vorname', 100),
    lastname: text('Nachname', 100),
    company: optionalText('Firma', 200),
    customer_number: optionalText('Kundennummer', 50),
    vat_id: vatIdInput(),
    trade_licence: tradeLicenceInput(),
    phone: optionalPhone,
    admin_note: optionalText(NOTE, 2000, { lines: true }),
    email: email(),
    password: passwordInput().optional(),
    password_confirmation: z.unknown().optional(),
    roles: z.array(positiveId('Rollen-ID')).max(20).default([]),
    verified: flag().default(false),
    enabled: flag().default(false),
  }),
);

const updateSchema = requestSchema<AdminUserUpdate>()(
  z.object({
    firstname: text('Vorname', 100).optional(),
    lastname: text('Nachname', 100).optional(),
    company: optionalText('Firma', 200),
    customer_number: optionalText('Kundennummer', 50),
    vat_id: vatIdInput(),
    trade_licence: tradeLicenceInput(),
    phone: optionalPhone.optional(),
    admin_note: optionalText(NOTE, 2000, { lines: true }),
    email: email().optional(),
  }),
);

/** Fields that may be cleared: left out they stay, blank or null they become empty. */
const CLEARABLE = [
  'company',
  'customer_number',
  'vat_id',
  'trade_licence',
  'phone',
  'admin_note',
] as const;

export function usersAdminRouter(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { db, guards, sessions, config, logger, limits } = ctx;

  /** The account the route names; a deleted one only where `deleted` allows it. */
  async function loadTarget(
    value: unknown,
    options: { deleted?: boolean } = {},
  ): Promise<AccountUser & { deleted_at: string | null }> {
    const id = idParam(value);
    const user = id ? await loadAccount(db, id) : null;
    if (!user) throw notFound();
    const { deleted_at } = await extrasOf(id!);
    if (deleted_at && !options.deleted) throw new HttpError(409, USER_ADMIN_MESSAGES.deleted);
    return { ...user, deleted_at };
  }

  /** Admins are changed only by admins, super admins only by super admins; nobody locks themselves out. */
  function assertMayChange(actor: User, target: User, options: { notSelf?: boolean } = {}) {
    if (options.notSelf && actor.id === target.id)
      throw new HttpError(422, 'Diese Aktion können Sie nicht auf Ihr eigenes Konto anwenden.');
    if (isSuperAdmin(target) && !isSuperAdmin(actor)) throw new HttpError(403, MESSAGES.forbidden);
    if (isAdmin(target) && !isAdmin(actor)) throw new HttpError(403, MESSAGES.forbidden);
  }

  /** Address, password, second factor, passkeys, sessions: see `mayChangeIdentity`. */
  function assertMayChangeIdentity(actor: User, target: User) {
    assertMayChange(actor, target);
    if (actor.id !== target.id && !mayChangeIdentity(actor, target))
      throw new HttpError(403, USER_ADMIN_MESSAGES.identityForbidden);
  }

  const profiles = async () => readProfiles(await settings.get('registration_profiles'));

  async function guarded(req: Request, res: Response, permission: Permission) {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.adminPanel, permission);
    return auth.user;
  }

  /**
   * A mail to the account's holder about what an admin did (Sie-form, legal footer), queued by
   * the transaction of the change it reports: both are stored or neither. Nudge after the commit.
   */
  async function mailAccount(
    trx: Kysely<DB>,
    user: Pick<AccountUser, 'email' | 'name'>,
    purpose: string,
    content: (company: string) => MailContent,
  ) {
    await enqueueMail(trx, {
      purpose,
      to: user.email,
      content: content(await settings.companyName(trx)),
    });
  }
  const intranetUrl = `${config.websiteUrl}/intern`;

  async function sessionRows(userId: number) {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'ip', 'user_agent', 'created_at', 'last_activity'])
      .where('user_id', '=', userId)
      .orderBy('last_activity', 'desc')
      .execute();
    return rows.map((row) => ({ id: row.id, view: deviceSessionOf(row) }));
  }

  async function extrasOf(id: number): Promise<AdminExtras> {
    const row = await db
      .selectFrom('users')
      .select(['admin_note', 'deleted_at', 'last_login_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? { admin_note: null, deleted_at: null, last_login_at: null };
  }

  /** One person as the user page shows them: the list's view and the number of passkeys. */
  async function adminUserDetail(user: AccountUser, actor: User): Promise<AdminUserDetail> {
    const id = user.id as number;
    const passkeys = await db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      ...adminUserOf(user, actor, await extrasOf(id), await profiles()),
      passkeys: Number(passkeys.n),
    };
  }

  async function respond(res: Response, actor: User, id: number, status = 200) {
    const user = await loadAccount(db, id);
    if (!user) throw notFound();
    res.status(status).json({ data: await adminUserDetail(user, actor) });
  }

  /** The verification link for the account's current address (after a change, see `onEmailChanged`). */
  async function mailVerification(trx: Kysely<DB>, user: AccountUser) {
    await mailAccount(trx, user, 'account.verify', (company) =>
      verificationMail({
        name: user.name,
        url: verificationUrl(config, ctx.keys, { id: user.id as number, email: user.email }),
        company,
      }),
    );
  }

  /** The list's filters and order from the query (`search`, `state`, `role`, `sort`). */
  function listQuery(actor: User, query: Record<string, string | undefined>) {
    const filters = validate(
      z.object({
        state: z
          .enum(USER_LIST_STATES, {
            error: 'Bitte wählen Sie active, unverified, pending, blocked oder deleted.',
          })
          .optional(),
        role: z.coerce.number().int().positive().optional(),
        sort: z
          .enum(USER_SORTS, {
            error: `Sortieren geht nach ${USER_SORTS.filter((s) => !s.startsWith('-')).join(', ')} (mit - absteigend).`,
          })
          .optional(),
      }),
      {
        state: query.state || undefined,
        role: query.role || undefined,
        sort: query.sort || undefined,
      },
    );
    const search = foldText(query.search ?? '').slice(0, 100);

    let base = db.selectFrom('users');
    if (search) {
      const pattern = likePattern(search);
      base = base.where((eb) =>
        eb.or([
          sql<boolean>`search_text like ${pattern} escape '\\'`,
          ...(isAdmin(actor)
            ? [sql<boolean>`email like ${likePattern(search.replace(/ /g, ''))} escape '\\'`]
            : []),
        ]),
      );
    }
    // Deleted accounts only under their own filter.
    base =
      filters.state === 'deleted'
        ? base.where('deleted_at', 'is not', null)
        : base.where('deleted_at', 'is', null);
    switch (filters.state) {
      case 'blocked':
        base = base.where('blocked_at', 'is not', null);
        break;
      case 'unverified':
        base = base.where('blocked_at', 'is', null).where('email_verified_at', 'is', null);
        break;
      case 'pending':
        base = base
          .where('blocked_at', 'is', null)
          .where('email_verified_at', 'is not', null)
          .where('enabled_at', 'is', null);
        break;
      case 'active':
        base = base
          .where('blocked_at', 'is', null)
          .where('email_verified_at', 'is not', null)
          .where('enabled_at', 'is not', null);
        break;
    }
    if (filters.role) {
      const roleId = filters.role;
      base = base.where('id', 'in', (eb) =>
        eb.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId),
      );
    }
    // Sorting by e-mail is for those who see the addresses.
    const sort =
      filters.sort?.replace('-', '') === 'email' && !isAdmin(actor) ? undefined : filters.sort;
    const direction = sort?.startsWith('-') ? 'desc' : 'asc';
    const rows = () => {
      let ordered = base.selectAll();
      switch (sort?.replace('-', '')) {
        case 'company':
          // Without a company last, whichever the direction (SQLite and PostgreSQL agree).
          ordered = ordered
            .orderBy(sql`case when company is null then 1 else 0 end`)
            .orderBy(sql`lower(company)`, direction);
          break;
        case 'email':
          ordered = ordered.orderBy('email', direction);
          break;
        case 'created_at':
          ordered = ordered.orderBy('created_at', direction);
          break;
      }
      return ordered
        .orderBy(sql`lower(lastname)`, sort === '-name' ? 'desc' : 'asc')
        .orderBy(sql`lower(firstname)`, sort === '-name' ? 'desc' : 'asc')
        .orderBy('id');
    };
    return { base, rows };
  }

  /** The listed accounts with their roles, as the admin panel shows them. */
  async function withRoles(actor: User, rows: UserRow[]) {
    const known = await profiles();
    const grants = rows.length
      ? await db
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
          .select([
            'ur.user_id',
            'r.id as role_id',
            'r.name as role_name',
            'r.requires_two_factor',
            'rp.permission',
          ])
          .where(
            'ur.user_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
      : [];
    return rows.map((row) =>
      adminUserOf(
        toAccountUser(
          row,
          grants.filter((g) => g.user_id === row.id),
        ),
        actor,
        row,
        known,
      ),
    );
  }

  router.get('/', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.viewUsers);
    const query = queryOf(req);
    const { base, rows } = listQuery(actor, query);
    const page = pageRequest(query);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
    );
    const users = await withRoles(
      actor,
      await rows()
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute(),
    );
    res.json(
      paginate(users, total, page, pageLinker(apiUrl(config, '/admin/users'), query, page.size)),
    );
  });

  // The list as a CSV file for Excel: the same filters and order, German headers, `;` and a
  // byte order mark (Excel reads UTF-8 only with it), formulas defused.
  router.get('/export', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.viewUsers);
    const users = await withRoles(
      actor,
      await listQuery(actor, queryOf(req)).rows().limit(EXPORT_LIMIT).execute(),
    );
    const day = (value: string | null) => (value ? value.slice(0, 10) : '');
    const columns = [
      ['lastname', 'Nachname'],
      ['firstname', 'Vorname'],
      ...(isAdmin(actor) ? [['email', 'E-Mail-Adresse']] : []),
      ['company', 'Firma'],
      ['customer_number', 'Kundennummer'],
      ['phone', 'Telefon'],
      ['roles', 'Rollen'],
      ['state', 'Zustand'],
      ['created_at', 'Registriert'],
      ['email_verified_at', 'E-Mail bestätigt'],
      ['enabled_at', 'Freigeschaltet'],
    ].map(([key, header]) => ({ key: key!, header: header! }));
    const csv = stringify(
      users.map((u) => ({
        ...u,
        roles: u.roles.map((r) => r.name).join(', '),
        state: u.deleted_at ? DELETED_LABEL : ACCOUNT_STATUS_LABELS[accountStatus(u)],
        created_at: day(u.created_at),
        email_verified_at: day(u.email_verified_at),
        enabled_at: day(u.enabled_at),
      })),
      {
        bom: true,
        delimiter: ';',
        record_delimiter: 'windows',
        header: true,
        columns,
        escape_formulas: true,
      },
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="benutzer-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  });

  router.get('/:id', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.viewUsers);
    const user = await loadTarget(req.params.id, { deleted: true });
    res.json({ data: await adminUserDetail(user, actor) });
  });

  router.post('/', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.createUsers);
    const input = validate(createSchema, bodyOf(req));
    const roles = await listRoles(db, input.roles);
    if (roles.length !== new Set(input.roles).size)
      throw new ValidationError({ roles: ['Mindestens eine Rolle gibt es nicht.'] });
    if (roles.length && !canAssign(actor, roles)) throw new HttpError(403, MESSAGES.forbidden);
    if (input.password) assertNewPassword(input.password, input.password_confirmation, input);
    const now = nowIso();
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            email: input.email,
            // Without a password the account gets an unusable one and an invitation to set its own.
            password_hash: await hashPassword(input.password ?? randomToken(32)),
            firstname: input.firstname,
            lastname: input.lastname,
            company: input.company,
            customer_number: input.customer_number,
            vat_id: input.vat_id,
            trade_licence: input.trade_licence,
            phone: input.phone,
            admin_note: input.admin_note,
            search_text: searchTextOf(input),
            email_verified_at: input.verified ? now : null,
            enabled_at: input.enabled ? now : null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (roles.length)
          await trx
            .insertInto('user_roles')
            .values(roles.map((r) => ({ user_id: row.id, role_id: r.id })))
            .execute();
        await audit(
          trx,
          auditActor(req, actor),
          input.password ? 'user.created' : 'user.invited',
          userTarget({ ...input, id: row.id }),
          {
            roles: roles.map((r) => r.name),
            verified: input.verified,
            enabled: input.enabled,
          },
        );
        if (!input.password) {
          // An invitation: the person sets the password on the reset page, which also confirms the address.
          const token = await createResetToken(
            trx,
            { id: row.id, email: input.email },
            INVITATION_DAYS * 24 * 60,
          );
          const name = `${input.firstname} ${input.lastname}`;
          await mailAccount(trx, { email: input.email, name }, 'account.invite', (company) =>
            invitationMail({
              name,
              url: resetUrl(config, token, input.email, { invitation: true }),
              days: INVITATION_DAYS,
              company,
            }),
          );
        }
        return row.id;
      });
    } catch (error) {
      rethrowTaken(error);
    }
    nudgeMail();
    logger.info({ user: actor.id, created: id }, 'Benutzer angelegt');
    await respond(res, actor, id, 201);
  });

  router.patch('/:id', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target);
    const body = bodyOf(req);
    const input = validate(updateSchema, body);
    const cleared = Object.fromEntries(
      CLEARABLE.filter((key) => Object.hasOwn(body, key)).map((key) => [key, input[key] ?? null]),
    );
    const next = {
      firstname: input.firstname ?? target.firstname,
      lastname: input.lastname ?? target.lastname,
      company: target.company,
      customer_number: target.customer_number,
      vat_id: target.vat_id,
      trade_licence: target.trade_licence,
      ...cleared,
      email: input.email ?? target.email,
    };
    const emailChanged = next.email !== target.email;
    // Own address only through the profile, which asks for the password.
    if (emailChanged && actor.id === target.id)
      throw new ValidationError({ email: [USER_ADMIN_MESSAGES.ownEmail] });
    if (emailChanged) assertMayChangeIdentity(actor, target);
    const before: Record<string, unknown> = {
      ...target,
      admin_note: (await extrasOf(target.id as number)).admin_note,
    };
    const changed = Object.keys(next).filter(
      (key) => (before[key] ?? null) !== ((next as Record<string, unknown>)[key] ?? null),
    );
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            ...next,
            search_text: searchTextOf(next),
            // As Laravel does for a changed address: unverified until the new one is confirmed.
            ...(emailChanged ? UNVERIFIED : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', target.id as number)
          .execute();
        if (changed.length)
          await audit(trx, auditActor(req, actor), 'user.updated', userTarget(target), {
            fields: changed,
            ...(emailChanged ? { email: { from: target.email, to: next.email } } : {}),
          });
        if (emailChanged)
          await onEmailChanged(trx, ctx, settings, {
            user: { id: target.id, name: `${next.firstname} ${next.lastname}`, email: next.email },
            from: target.email,
            bySelf: false,
          });
      });
    } catch (error) {
      rethrowTaken(error);
    }
    if (emailChanged) {
      nudgeMail();
      logger.info({ user: actor.id, target: target.id }, 'E-Mail-Adresse geändert');
    }
    await respond(res, actor, target.id as number);
  });

  // Approval gives the roles of the profile the account registered with (decision 019); who
  // approves must be allowed to hand them out (decision 011).
  router.post('/:id/enable', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.enableUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target);
    const id = target.id as number;
    if (!target.enabled_at) {
      const profile = (await profiles()).find((p) => p.key === target.registration_profile);
      const roles = await listRoles(
        db,
        (await profileRoles(db, profile)).map((r) => r.id),
      );
      if (roles.length && !canAssign(actor, roles))
        throw new HttpError(
          403,
          `Mit der Freischaltung erhält dieses Konto ${roles.length === 1 ? 'die Rolle' : 'die Rollen'} ${roles.map((r) => `„${r.name}“`).join(', ')}; diese dürfen Sie nicht vergeben.`,
        );
      const granted = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('users')
          .set({ enabled_at: nowIso(), updated_at: nowIso() })
          .where('id', '=', id)
          .where('enabled_at', 'is', null)
          .executeTakeFirst();
        // Someone else approved it a moment ago: nothing more to do.
        if (!Number(updated.numUpdatedRows)) return null;
        const names = await grantProfileRoles(trx, id, profile);
        await settleAccountNotices(trx, id, 'approved', actor.id as number);
        await audit(trx, auditActor(req, actor), 'user.approved', userTarget(target), {
          roles: names,
        });
        await mailAccount(trx, target, 'account.approved', (company) =>
          approvedMail({ name: target.name, url: intranetUrl, company }),
        );
        return names;
      });
      if (granted) {
        nudgeMail();
        logger.info({ user: actor.id, target: id, roles: granted }, 'Benutzer freigeschaltet');
      }
    }
    await respond(res, actor, id);
  });

  router.post('/:id/block', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.enableUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    const { reason } = validate(
      requestSchema<AccountBlock>()(z.object({ reason: optionalText('Grund', 500) })),
      bodyOf(req),
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ blocked_at: nowIso(), blocked_reason: reason, updated_at: nowIso() })
        .where('id', '=', target.id as number)
        .execute();
      await sessions.endAllFor(target.id as number, null, trx);
      await settleAccountNotices(trx, target.id as number, 'blocked', actor.id as number);
      await audit(trx, auditActor(req, actor), 'user.blocked', userTarget(target), { reason });
      if (!target.blocked_at)
        await mailAccount(trx, target, 'account.blocked', (company) =>
          blockedMail({ name: target.name, reason, company }),
        );
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Benutzer gesperrt');
    await respond(res, actor, target.id as number);
  });

  router.post('/:id/unblock', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.enableUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ blocked_at: null, blocked_reason: null, updated_at: nowIso() })
        .where('id', '=', target.id as number)
        .execute();
      if (target.blocked_at) {
        await settleAccountNotices(trx, target.id as number, 'unblocked', actor.id as number);
        await audit(trx, auditActor(req, actor), 'user.unblocked', userTarget(target));
        await mailAccount(trx, target, 'account.unblocked', (company) =>
          unblockedMail({ name: target.name, url: intranetUrl, company }),
        );
      }
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Sperre aufgehoben');
    await respond(res, actor, target.id as number);
  });

  router.post('/:id/verify', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChangeIdentity(actor, target);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ email_verified_at: target.email_verified_at ?? nowIso(), updated_at: nowIso() })
        .where('id', '=', target.id as number)
        .execute();
      if (!target.email_verified_at)
        await audit(trx, auditActor(req, actor), 'user.verified', userTarget(target));
    });
    await respond(res, actor, target.id as number);
  });

  // The links the person could ask for themselves, with the same limits per account and address.
  router.post('/:id/password-reset', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChangeIdentity(actor, target);
    if (target.blocked_at) throw new HttpError(422, USER_ADMIN_MESSAGES.blockedNoLinks);
    await limits.hit('forgotPasswordEmail', target.email);
    await db.transaction().execute(async (trx) => {
      await audit(trx, auditActor(req, actor), 'user.reset_link_sent', userTarget(target));
      const token = await createResetToken(trx, {
        id: target.id as number,
        email: target.email,
      });
      await mailAccount(trx, target, 'account.reset', (company) =>
        passwordResetMail({
          name: target.name,
          url: resetUrl(config, token, target.email),
          company,
        }),
      );
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Link zum Zurücksetzen verschickt');
    res.status(202).json({ message: USER_ADMIN_MESSAGES.resetSent } satisfies MessageAnswer);
  });

  router.post('/:id/verification-notification', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChangeIdentity(actor, target);
    if (target.email_verified_at) throw new HttpError(422, USER_ADMIN_MESSAGES.alreadyVerified);
    if (target.blocked_at) throw new HttpError(422, USER_ADMIN_MESSAGES.blockedNoLinks);
    await limits.hit('verificationMail', `user:${target.id}`);
    await db.transaction().execute(async (trx) => {
      await audit(trx, auditActor(req, actor), 'user.verification_sent', userTarget(target));
      await mailVerification(trx, target);
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Bestätigungslink verschickt');
    res.status(202).json({ message: USER_ADMIN_MESSAGES.verificationSent } satisfies MessageAnswer);
  });

  router.put('/:id/roles', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.assignRoles);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target);
    const { roles: wanted } = validate(
      requestSchema<AccountRoles>()(z.object({ roles: z.array(positiveId('Rollen-ID')).max(20) })),
      bodyOf(req),
    );
    const roles = await listRoles(db, wanted);
    if (roles.length !== new Set(wanted).size)
      throw new ValidationError({ roles: ['Mindestens eine Rolle gibt es nicht.'] });
    const current = target.roles.map((r) => Number(r.id));
    const added = roles.filter((r) => !current.includes(r.id));
    const removed = await listRoles(
      db,
      current.filter((id) => !wanted.includes(id)),
    );
    if (!canAssign(actor, [...added, ...removed])) throw new HttpError(403, MESSAGES.forbidden);
    if (actor.id === target.id && removed.some((r) => r.permissions.includes(PERMISSIONS.admin)))
      throw new HttpError(422, 'Ihre eigene Administrationsrolle können Sie sich nicht entziehen.');
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', target.id as number)
        .execute();
      if (roles.length)
        await trx
          .insertInto('user_roles')
          .values(roles.map((r) => ({ user_id: target.id as number, role_id: r.id })))
          .execute();
      if (added.length || removed.length)
        await audit(trx, auditActor(req, actor), 'user.roles_changed', userTarget(target), {
          added: added.map((r) => r.name),
          removed: removed.map((r) => r.name),
        });
    });
    logger.info(
      { user: actor.id, target: target.id, roles: roles.map((r) => r.name) },
      'Rollen gesetzt',
    );
    await respond(res, actor, target.id as number);
  });

  router.delete('/:id/two-factor', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChangeIdentity(actor, target);
    // Someone who lost the phone lost its app and its passkey: the reset removes both.
    const passkeys = await db
      .selectFrom('passkeys')
      .select('id')
      .where('user_id', '=', target.id as number)
      .execute();
    if (target.tfa_enabled || passkeys.length) {
      await db.transaction().execute(async (trx) => {
        await disableTwoFactor(trx, target.id as number);
        await trx
          .deleteFrom('passkeys')
          .where('user_id', '=', target.id as number)
          .execute();
        await audit(trx, auditActor(req, actor), 'two_factor.reset', userTarget(target), {
          passkeys: passkeys.length,
        });
        await mailAccount(trx, target, 'account.two-factor-disabled', (company) =>
          twoFactorDisabledMail({
            name: target.name,
            when: new Date(),
            byAdmin: true,
            passkeysRemoved: passkeys.length,
            company,
          }),
        );
      });
      nudgeMail();
    }
    logger.info(
      { user: actor.id, target: target.id },
      'Zwei-Faktor-Authentifizierung zurückgesetzt',
    );
    await respond(res, actor, target.id as number);
  });

  router.delete('/:id', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.deleteUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    await db.transaction().execute(async (trx) => {
      await softDelete(trx, target.id as number, actor.id as number);
      await audit(trx, auditActor(req, actor), 'user.deleted', userTarget(target));
      // An address nobody confirmed may not be the registrant's: it is not mailed.
      if (target.email_verified_at)
        await mailAccount(trx, target, 'account.deleted', (company) =>
          accountDeletedMail({
            name: target.name,
            when: new Date(),
            restorableUntil: restorableUntil(nowIso()),
            byAdmin: true,
            company,
          }),
        );
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Benutzer gelöscht');
    res.status(204).end();
  });

  // Undoes a deletion within RESTORE_DAYS; the person signs in again as before (new sessions).
  router.post('/:id/restore', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.deleteUsers);
    const target = await loadTarget(req.params.id, { deleted: true });
    assertMayChange(actor, target);
    if (!target.deleted_at) throw new HttpError(409, USER_ADMIN_MESSAGES.notDeleted);
    if (restorableUntil(target.deleted_at).getTime() < Date.now())
      throw new HttpError(410, USER_ADMIN_MESSAGES.restoreOver);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ deleted_at: null, updated_at: nowIso() })
        .where('id', '=', target.id as number)
        .execute();
      await settleAccountNotices(trx, target.id as number, 'restored', actor.id as number);
      await audit(trx, auditActor(req, actor), 'user.restored', userTarget(target), {
        deleted_at: target.deleted_at,
      });
      await mailAccount(trx, target, 'account.restored', (company) =>
        restoredMail({ name: target.name, url: intranetUrl, company }),
      );
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Benutzer wiederhergestellt');
    await respond(res, actor, target.id as number);
  });

  // Another person's sessions: device, address, last activity; an admin ends them.
  router.get('/:id/sessions', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    // Where and on what someone is signed in is part of the identity (decision 038).
    if (actor.id !== target.id && !mayChangeIdentity(actor, target))
      throw new HttpError(403, USER_ADMIN_MESSAGES.identityForbidden);
    res.json({ data: (await sessionRows(target.id as number)).map((s) => s.view) });
  });

  router.delete('/:id/sessions', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    assertMayChangeIdentity(actor, target);
    const ended = await db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('sessions')
        .where('user_id', '=', target.id as number)
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      if (count)
        await audit(trx, auditActor(req, actor), 'user.sessions_ended', userTarget(target), {
          ended: count,
        });
      return count;
    });
    res.json({ ended } satisfies SessionsEnded);
  });

  router.delete('/:id/sessions/:session', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    assertMayChangeIdentity(actor, target);
    const session = (await sessionRows(target.id as number)).find(
      (s) => s.view.id === req.params.session,
    );
    if (!session) throw notFound();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('id', '=', session.id).execute();
      await audit(trx, auditActor(req, actor), 'user.sessions_ended', userTarget(target), {
        ended: 1,
        device: session.view.device.label,
        ip: session.view.ip,
      });
    });
    res.status(204).end();
  });

  return router;
}
