// Domain settings: a flat key/value table, seeded with the (fictional) company's data.
// Public keys go to everyone; the rest only to signed-in users; admins edit them all.
import {
  COMPANY,
  NEW_CUSTOMER,
  type AdminSettings,
  type DomainSettings,
} from '@frischkontor/contract';
import { CONTACT_TOPICS, topicSettingKey } from '@frischkontor/contract/forms';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import { inTransaction, nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { DEFAULT_PROFILES, profilesSchema, publicProfiles, readProfiles } from '../registration';

export { topicSettingKey };

const DOMAIN = 'hallberg-frischdienst.example';

/** The seeded values (the company's data from COMPANY in packages/contract). */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  company_name: COMPANY.name,
  company_legalname: COMPANY.legalName,
  company_slogan: 'Frische für Handwerk und Gastronomie',
  company_logo: null,
  company_email: COMPANY.email,
  company_phone: COMPANY.phone.display,
  company_address: `${COMPANY.address.street}, ${COMPANY.address.postalCode} ${COMPANY.address.city}`,
  policy_allow_registration: true,
  policy_auto_enable: false,
  registration_profiles: DEFAULT_PROFILES,
  // Who would rather talk first is called back by sales.
  [topicSettingKey(NEW_CUSTOMER.contactTopic)]: `vertrieb@${DOMAIN}`,
  [topicSettingKey('Vertrieb')]: `vertrieb@${DOMAIN}`,
  [topicSettingKey('Foodservice')]: `foodservice@${DOMAIN}`,
  [topicSettingKey('Technischer Kundendienst')]: `service@${DOMAIN}`,
  [topicSettingKey('Marketing-Service')]: `marketing@${DOMAIN}`,
  [topicSettingKey('Bewerbung')]: `karriere@${DOMAIN}`,
  [topicSettingKey('Sonstiges')]: `info@${DOMAIN}`,
  hr_email: `karriere@${DOMAIN}`,
  /** How long the audit log keeps an entry (issue 16). */
  audit_retention_days: 365,
};

const PUBLIC_KEYS = new Set([
  'company_name',
  'company_legalname',
  'company_slogan',
  'company_logo',
  'company_email',
  'company_phone',
  'company_address',
  'policy_allow_registration',
  'policy_auto_enable',
  'registration_profiles',
]);

const emailValue = z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' }).max(255);
const textValue = z
  .string({ error: 'Bitte geben Sie einen Text an.' })
  .trim()
  .max(500, 'Höchstens 500 Zeichen.');
const boolValue = z.boolean({ error: 'Bitte geben Sie true oder false an.' });

/** What an admin may store under each key. */
export const SETTING_SCHEMAS: Record<string, z.ZodType> = {
  company_name: textValue.min(1, 'Der Firmenname darf nicht leer sein.'),
  company_legalname: textValue.min(1, 'Der vollständige Firmenname darf nicht leer sein.'),
  company_slogan: textValue,
  company_logo: z.union([
    z.null(),
    z.url({ protocol: /^https?$/, error: 'Bitte geben Sie eine Adresse mit http(s) an.' }),
  ]),
  company_email: emailValue,
  company_phone: textValue,
  company_address: textValue,
  policy_allow_registration: boolValue,
  policy_auto_enable: boolValue,
  registration_profiles: profilesSchema,
  ...Object.fromEntries(CONTACT_TOPICS.map((t) => [topicSettingKey(t), emailValue])),
  hr_email: emailValue,
  audit_retention_days: z
    .number({ error: 'Bitte geben Sie eine Zahl von Tagen an.' })
    .int('Bitte geben Sie ganze Tage an.')
    .min(30, 'Mindestens 30 Tage.')
    .max(3650, 'Höchstens 3650 Tage (10 Jahre).'),
};

export function createSettings(config: Config, db: Kysely<DB>) {
  /** Every setting, stored or default: what admins read and edit. */
  async function all(): Promise<AdminSettings> {
    const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
    const values: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    for (const row of rows) {
      try {
        values[row.key] = JSON.parse(row.value) as unknown;
      } catch {
        // A value that is not JSON is left at its default.
      }
    }
    return values;
  }

  /** Links and the logo come from the configuration, so a new WEBSITE_URL takes effect on restart. */
  function derived(values: Record<string, unknown>): Record<string, unknown> {
    return {
      ...values,
      company_logo: values.company_logo || `${config.backendUrl}/logo.svg`,
      legal_notice: `${config.websiteUrl}/impressum`,
      legal_privacy: `${config.websiteUrl}/datenschutz`,
      legal_terms: `${config.websiteUrl}/agbs`,
    };
  }

  /** What `GET /api/domain/settings` answers: more keys for signed-in users. */
  async function forVisitor(signedIn: boolean): Promise<DomainSettings> {
    const values = derived(await all());
    // Which roles a profile gives is the admins' business.
    values.registration_profiles = publicProfiles(readProfiles(values.registration_profiles));
    // The audit log's retention is the admins' business too.
    delete values.audit_retention_days;
    if (signedIn) return values as DomainSettings;
    return Object.fromEntries(
      Object.entries(values).filter(([k]) => PUBLIC_KEYS.has(k) || k.startsWith('legal_')),
    ) as DomainSettings;
  }

  /** One value; inside a transaction pass it (SQLite has one connection, held by the transaction). */
  async function get<T = unknown>(key: string, executor: Kysely<DB> = db): Promise<T> {
    const row = await executor
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    if (row) {
      try {
        return JSON.parse(row.value) as T;
      } catch {
        // fall through to the default
      }
    }
    return DEFAULT_SETTINGS[key] as T;
  }

  /** Stores the values together; pass a transaction to store them with another change. */
  async function set(values: Record<string, unknown>, executor: Kysely<DB> = db): Promise<void> {
    const now = nowIso();
    await inTransaction(executor, async (trx) => {
      for (const [key, value] of Object.entries(values)) {
        await trx
          .insertInto('settings')
          .values({ key, value: JSON.stringify(value), updated_at: now })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
          )
          .execute();
      }
    });
  }

  /** Seeds missing keys; values an admin changed are kept. */
  async function seedDefaults(): Promise<void> {
    const now = nowIso();
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
      await db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
  }

  /** The company's name, as mails sign with it. */
  async function companyName(executor: Kysely<DB> = db): Promise<string> {
    return String((await get('company_name', executor)) ?? '');
  }

  return {
    all: async () => derived(await all()),
    forVisitor,
    get,
    companyName,
    set,
    seedDefaults,
  };
}

export type Settings = ReturnType<typeof createSettings>;
