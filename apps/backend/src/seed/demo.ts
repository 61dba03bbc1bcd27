// The demo data of docs/backend-contract.md#demo-data, for a fresh database outside production.
// Idempotent: existing rows stay.
import { ROLES } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { searchTextOf } from '../accounts/account';
import { hashPassword } from '../accounts/passwords';
import { nowIso, type DB } from '../db';
import { seedMediaLibrary, type Library } from '../features/media';
import { WAREHOUSE_ROLE } from '../features/news';
import { seedNewsletterDemo } from '../features/newsletter';
import { ensureRole } from '../features/roles';
import { encryptSecret } from '../features/two-factor';
import type { Logger } from '../logger';
import type { Keys } from '../security/keys';
import { BLOG_ROLE, HR_ROLE, WIKI_AUTHOR_ROLE, WIKI_EDITOR_ROLE } from './base';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

// One hash of the public demo password for every demo account, made once per process: argon2 takes
// about 30 ms of a core, and thirteen of them were two thirds of a test server's start on SQLite
// (a test run starts 143 servers; issue 30).
let demoHash: Promise<string> | null = null;
export const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

interface DemoAccount {
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  customer_number?: string;
  roles: string[];
  verified: boolean;
  enabled: boolean;
  blocked?: string;
  totp?: boolean;
  /** The staff fields (decision 052): department, job title, location, extension … */
  staff?: DemoStaff;
}

interface DemoStaff {
  salutation: 'Frau' | 'Herr' | 'divers' | null;
  department: string;
  job_title: string;
  employee_number: string;
  location: string;
  phone_extension: string;
  mobile?: string;
  /** The person agrees to show the mobile number in the directory. */
  directory_mobile?: boolean;
}

const HEADQUARTERS = 'Hamburg (Zentrale)';
const BRANCH = 'Lüneburg (Niederlassung)';

const STAFF_COMPANY = 'Hallberg Frischdienst GmbH & Co. KG';

/** Demo only: a role whose members must sign in with a second factor (issue 16, decision 032). */
export const TWO_FACTOR_DEMO_ROLE = 'Buchhaltung';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@example.com',
    firstname: 'Andrea',
    lastname: 'Adler',
    company: STAFF_COMPANY,
    roles: [ROLES.admin],
    verified: true,
    enabled: true,
    staff: {
      salutation: 'Frau',
      department: 'Geschäftsführung',
      job_title: 'Geschäftsführerin',
      employee_number: '1001',
      location: HEADQUARTERS,
      phone_extension: '101',
    },
  },
  {
    email: 'personal@example.com',
    firstname: 'Paul',
    lastname: 'Petersen',
    company: STAFF_COMPANY,
    roles: [ROLES.personal, WIKI_EDITOR_ROLE],
    verified: true,
    enabled: true,
    staff: {
      salutation: 'Herr',
      department: 'Qualitätssicherung',
      job_title: 'Leiter Qualitätssicherung',
      employee_number: '1024',
      location: HEADQUARTERS,
      phone_extension: '310',
      mobile: '0171 4455667',
      directory_mobile: true,
    },
  },
  {
    email: 'autor@example.com',
    firstname: 'Alma',
    lastname: 'Albers',
    company: STAFF_COMPANY,
    roles: [ROLES.personal, WIKI_AUTHOR_ROLE],
    verified: true,
    enabled: true,
    staff: {
      salutation: 'Frau',
      department: 'Einkauf',
      job_title: 'Einkäuferin Frischfleisch & Geflügel',
      employee_number: '1057',
      location: HEADQUARTERS,
      phone_extension: '214',
      mobile: '0160 9988776',
      directory_mobile: false,
    },
  },
  {
    email: 'marketing@example.com',
    firstname: 'Mira',
    lastname: 'Martens',
    company: STAFF_COMPANY,
    roles: [ROLES.personal, BLOG_ROLE],
    verified: true,
    enabled: true,
    staff: {
      salutation: 'Frau',
      department: 'Marketing',
      job_title: 'Referentin Marketing & Kommunikation',
      employee_number: '1083',
      location: HEADQUARTERS,
      phone_extension: '402',
    },
  },
  {
    email: 'personal-hr@example.com',
    firstname: 'Svenja',
    lastname: 'Marquardt',
    company: STAFF_COMPANY,
    roles: [ROLES.personal, HR_ROLE],
    verified: true,
    enabled: true,
    staff: {
      salutation: 'Frau',
      department: 'Personal',
      job_title: 'Personalreferentin',
      employee_number: '1012',
      location: HEADQUARTERS,
      phone_extension: '150',
    },
  },
  {
    email: 'leser@example.com',
    firstname: 'Lena',
    lastname: 'Lehmann',
    company: STAFF_COMPANY,
    // Works in the warehouse: reads the news for its role (decision 051).
    roles: [ROLES.personal, WAREHOUSE_ROLE],
    verified: true,
    enabled: true,
    staff: {
      salutation: 'Frau',
      department: 'Lager & Logistik',
      job_title: 'Schichtleiterin Kommissionierung',
      employee_number: '1140',
      location: BRANCH,
      phone_extension: '520',
      mobile: '0152 31234567',
      directory_mobile: true,
    },
  },
  {
    email: 'kunde@example.com',
    firstname: 'Karin',
    lastname: 'Kühn',
    company: 'Fleischerei Kühn',
    customer_number: 'K-10023',
    roles: [ROLES.kunde],
    verified: true,
    enabled: true,
  },
  {
    email: 'ohnerolle@example.com',
    firstname: 'Otto',
    lastname: 'Ohlsen',
    company: 'Gasthof Ohlsen',
    roles: [],
    verified: true,
    enabled: true,
  },
  {
    email: 'unbestaetigt@example.com',
    firstname: 'Ulla',
    lastname: 'Unger',
    company: 'Hotel Unger am See',
    customer_number: 'K-10311',
    roles: [ROLES.kunde],
    verified: false,
    enabled: true,
  },
  {
    email: 'wartend@example.com',
    firstname: 'Walter',
    lastname: 'Wendt',
    company: 'Kantine Wendt',
    customer_number: 'K-10402',
    roles: [ROLES.kunde],
    verified: true,
    enabled: false,
  },
  {
    email: 'gesperrt@example.com',
    firstname: 'Gerd',
    lastname: 'Sperling',
    company: 'Imbiss Sperling',
    customer_number: 'K-09987',
    roles: [ROLES.kunde],
    verified: true,
    enabled: true,
    blocked: 'Offene Rechnungen: Bitte wenden Sie sich an die Buchhaltung (040 66969-100).',
  },
  {
    email: 'zweifaktor@example.com',
    firstname: 'Zoe',
    lastname: 'Zander',
    company: STAFF_COMPANY,
    roles: [ROLES.personal],
    verified: true,
    enabled: true,
    staff: {
      salutation: 'divers',
      department: 'Technischer Kundendienst',
      job_title: 'Servicetechniker/in Kältetechnik',
      employee_number: '1166',
      location: BRANCH,
      phone_extension: '560',
    },
    totp: true,
  },
  {
    email: 'buchhaltung@example.com',
    firstname: 'Bettina',
    lastname: 'Brandes',
    company: STAFF_COMPANY,
    roles: [ROLES.personal, TWO_FACTOR_DEMO_ROLE],
    verified: true,
    enabled: true,
    staff: {
      salutation: 'Frau',
      department: 'Buchhaltung',
      job_title: 'Finanzbuchhalterin',
      employee_number: '1095',
      location: HEADQUARTERS,
      phone_extension: '230',
    },
  },
];

export interface DemoOptions {
  /** The sample files (some seconds of PDF and thumbnail rendering); tests may skip them. */
  files: boolean;
}

export async function seedDemo(
  db: Kysely<DB>,
  keys: Keys,
  library: Library,
  logger: Logger,
  options: DemoOptions = { files: true },
): Promise<void> {
  const demoRole = await ensureRole(db, TWO_FACTOR_DEMO_ROLE, []);
  await db
    .updateTable('roles')
    .set({ requires_two_factor: 1 })
    .where('id', '=', demoRole)
    .execute();
  await ensureRole(db, WAREHOUSE_ROLE, []);
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (exists) continue;
    const now = nowIso();
    const user = await db
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: await demoPasswordHash(),
        firstname: account.firstname,
        lastname: account.lastname,
        company: account.company,
        customer_number: account.customer_number ?? null,
        search_text: searchTextOf(account),
        email_verified_at: account.verified ? now : null,
        enabled_at: account.enabled ? now : null,
        blocked_at: account.blocked ? now : null,
        blocked_reason: account.blocked ?? null,
        ...(account.staff
          ? {
              ...account.staff,
              mobile: account.staff.mobile ?? null,
              directory_mobile: account.staff.directory_mobile ? 1 : 0,
            }
          : {}),
        tfa_secret: account.totp ? encryptSecret(keys, DEMO_TOTP_SECRET) : null,
        tfa_enabled_at: account.totp ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = account.roles
      .map((name) => roles.find((r) => r.name === name)?.id)
      .filter((id): id is number => !!id);
    if (ids.length)
      await db
        .insertInto('user_roles')
        .values(ids.map((role_id) => ({ user_id: user.id, role_id })))
        .execute();
  }
  await seedNewsletterDemo(db);
  if (options.files) {
    const started = Date.now();
    const created = await seedMediaLibrary(db, library);
    if (created) logger.info(`${created} Beispieldateien angelegt (${Date.now() - started} ms)`);
  }
  logger.info(`Demo-Konten angelegt (Passwort für alle: ${DEMO_PASSWORD})`);
}
