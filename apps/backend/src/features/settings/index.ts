// Domain settings: the public read (`/api/domain/settings`) and the admin edit.
import type { RegistrationProfile } from '@frischkontor/contract';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { ValidationError } from '../../http/errors';
import { bodyOf } from '../../http/validation';
import { audit, auditActor } from '../audit';
import { SETTING_SCHEMAS, type Settings } from './settings';

export * from './settings';

export function domainSettingsRouter(ctx: AppContext, settings: Settings): Router {
  const router = Router();
  router.get('/domain/settings', async (req, res) => {
    const auth = await ctx.sessions.auth(req, res);
    const signedIn = !!auth && (!auth.tfaEnabled || auth.tfaVerified);
    res.setHeader('Cache-Control', signedIn ? 'private, no-store' : 'no-cache');
    res.json(await settings.forVisitor(signedIn));
  });
  return router;
}

export function settingsAdminRouter(ctx: AppContext, settings: Settings): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    await ctx.guards.requirePermission(req, res, 'system.admin');
    res.json({ data: await settings.all() });
  });

  router.put('/', async (req, res) => {
    const auth = await ctx.guards.requirePermission(req, res, 'system.admin');
    const input = bodyOf(req);
    // Keys come from outside: own properties only (`constructor`, `__proto__` are no settings).
    const errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
    const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [key, value] of Object.entries(input)) {
      const schema = Object.hasOwn(SETTING_SCHEMAS, key) ? SETTING_SCHEMAS[key] : undefined;
      if (!schema) {
        errors[key] = ['Diese Einstellung gibt es nicht.'];
        continue;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) values[key] = parsed.data;
      else errors[key] = parsed.error.issues.map((i) => i.message);
    }
    if (Array.isArray(values.registration_profiles)) {
      const known = new Set(
        (await ctx.db.selectFrom('roles').select('name').execute()).map((r) => r.name),
      );
      const missing = (values.registration_profiles as RegistrationProfile[])
        .flatMap((p) => p.roles)
        .filter((name) => !known.has(name));
      if (missing.length)
        errors.registration_profiles = [
          `Diese Rolle gibt es nicht: ${[...new Set(missing)].map((n) => `„${n}“`).join(', ')}.`,
        ];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    if (!Object.keys(values).length)
      throw new ValidationError({ body: ['Bitte geben Sie mindestens eine Einstellung an.'] });
    const before = await settings.all();
    const changed = Object.keys(values).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(values[key]),
    );
    await ctx.db.transaction().execute(async (trx) => {
      await settings.set(values, trx);
      if (changed.length)
        await audit(
          trx,
          auditActor(req, auth.user),
          'settings.changed',
          { type: 'settings' },
          {
            keys: changed,
          },
        );
    });
    ctx.logger.info({ admin: auth.user.id, keys: Object.keys(values) }, 'Einstellungen geändert');
    res.json({ data: await settings.all() });
  });

  return router;
}
