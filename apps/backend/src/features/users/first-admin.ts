// `npm run admin:create -- --email <address> --firstname <Vorname> --lastname <Nachname>`: the
// first administrator of an installation (production seeds no accounts), or another one when
// nobody can sign in to the panel any more. The account gets the role that holds the system's
// administration, its address counts as confirmed, and the command prints a link to set the
// password (valid for the invitation's days); no mail is sent: whoever runs the command hands
// the link over. In the audit log as an invitation by the command.
import { PERMISSIONS, formatDateTime } from '@frischkontor/contract';
import { parseArgs } from 'node:util';
import type { Command } from '../../command';
import { loadConfig } from '../../config';
import { nowIso, openDatabase } from '../../db';
import { ValidationError } from '../../http/errors';
import { validate } from '../../http/validation';
import { audit, userTarget } from '../audit';
import { createResetToken, INVITATION_DAYS, resetUrl } from '../auth';
import { listRoles } from '../roles';
import { createSchema } from './schema';
import { insertAccount } from '../../accounts/create';

export const USAGE =
  'Aufruf: npm run admin:create -- --email <Adresse> --firstname <Vorname> --lastname <Nachname>';

/** Who acted, as the audit log names it. */
const BY_COMMAND = { id: null, label: 'Befehl „npm run admin:create“', ip: null, userAgent: null };

export const runCreateAdminCommand: Command = async (argv, env, { out, err }) => {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        firstname: { type: 'string' },
        lastname: { type: 'string' },
      },
      strict: true,
    }));
  } catch {
    err(USAGE);
    return 2;
  }
  let input;
  try {
    input = validate(createSchema, { ...values, verified: true, enabled: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    err(Object.values(error.errors).flat().join(' '));
    err(USAGE);
    return 2;
  }
  const config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  const { db, close } = openDatabase(config.database);
  try {
    const roles = await listRoles(db).catch(() => []);
    const role = roles.find((r) => r.permissions.includes(PERMISSIONS.admin));
    if (!role) {
      err(
        'Die Datenbank ist noch nicht eingerichtet: den Backend-Dienst einmal starten (er legt Tabellen und Rollen an), dann den Befehl wiederholen.',
      );
      return 1;
    }
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (taken) {
      err(
        `Ein Konto mit der Adresse ${input.email} gibt es schon (Nr. ${taken.id}). Die Rolle „${role.name}“ vergibt ein Administrator in der Verwaltung; ein vergessenes Passwort setzt „Passwort vergessen?“ auf der Anmeldeseite zurück.`,
      );
      return 1;
    }
    const token = await db.transaction().execute(async (trx) => {
      const id = await insertAccount(trx, input, [role.id], nowIso());
      await audit(trx, BY_COMMAND, 'user.invited', userTarget({ ...input, id }), {
        roles: [role.name],
        verified: true,
        enabled: true,
      });
      return createResetToken(trx, { id, email: input.email }, INVITATION_DAYS * 24 * 60);
    });
    const until = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
    out(
      `Konto für ${input.firstname} ${input.lastname} <${input.email}> mit der Rolle „${role.name}“ angelegt.`,
    );
    out(`Das Passwort setzt die Person über diesen Link (gültig bis ${formatDateTime(until)}):`);
    out(resetUrl(config, token, input.email, { invitation: true }));
    return 0;
  } finally {
    await close();
  }
};
