// Sign-in with an OpenID provider (issue 33, item 1; decision 060): its settings from the
// environment. Off unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set.
import { z } from 'zod';
import { ConfigError } from '@frischkontor/server-kit/env';

export const oidcEnv = {
  /** The provider's issuer, e.g. https://login.microsoftonline.com/<tenant>/v2.0 for Entra ID. */
  OIDC_ISSUER: z.string().trim().optional(),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  /** The provider as people call it (sign-out, messages). */
  OIDC_NAME: z.string().trim().max(40, 'höchstens 40 Zeichen').default('Microsoft'),
  /** The button's words on the sign-in page; „Mit <OIDC_NAME> anmelden“ when left out. */
  OIDC_LABEL: z.string().trim().max(60, 'höchstens 60 Zeichen').optional(),
  /** Domains whose people get an account at their first sign-in (comma-separated). */
  OIDC_ALLOWED_DOMAINS: z.string().trim().default(''),
  /** The role such a new account gets. */
  OIDC_DEFAULT_ROLE: z.string().trim().default('Personal'),
  /** The provider's groups → roles: `<Gruppe>=<Rolle>;<Gruppe>=<Rolle>`. */
  OIDC_GROUP_ROLES: z.string().trim().default(''),
  OIDC_SCOPES: z.string().trim().default('openid profile email'),
};

export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Behind a function, so that no log or JSON of the configuration carries it. */
  clientSecret: () => string;
  name: string;
  label: string;
  allowedDomains: string[];
  defaultRole: string;
  /** Group id or name → role name. */
  groupRoles: Map<string, string>;
  scopes: string;
}

type OidcEnv = z.infer<z.ZodObject<typeof oidcEnv>>;

export function parseOidc(env: OidcEnv): OidcConfig | null {
  const given = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean);
  if (given.length === 0) return null;
  if (given.length < 3)
    throw new ConfigError(
      'OIDC_ISSUER, OIDC_CLIENT_ID und OIDC_CLIENT_SECRET gehören zusammen: für die Anmeldung mit Microsoft alle drei setzen, sonst keinen.',
    );
  let issuer: URL;
  try {
    issuer = new URL(env.OIDC_ISSUER!);
  } catch {
    throw new ConfigError('OIDC_ISSUER: keine gültige Adresse');
  }
  if (issuer.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(issuer.hostname))
    throw new ConfigError('OIDC_ISSUER: muss mit https:// beginnen (http nur für localhost)');
  // Entra ID's multi-tenant issuers let a person of any tenant in, who names their own e-mail.
  if (/\/(common|organizations|consumers|\{tenantid\})(\/|$)/i.test(issuer.pathname))
    throw new ConfigError(
      'OIDC_ISSUER: nur der eigene Mandant (…/<Mandanten-ID>/v2.0), nicht common, organizations oder consumers',
    );
  const groupRoles = new Map<string, string>();
  for (const pair of env.OIDC_GROUP_ROLES.split(';')) {
    if (!pair.trim()) continue;
    const [group, role] = pair.split('=').map((p) => p.trim());
    if (!group || !role)
      throw new ConfigError(`OIDC_GROUP_ROLES: „${pair}“ ist nicht <Gruppe>=<Rolle>`);
    groupRoles.set(group, role);
  }
  const secret = env.OIDC_CLIENT_SECRET!;
  return {
    issuer: env.OIDC_ISSUER!,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: () => secret,
    name: env.OIDC_NAME,
    label: env.OIDC_LABEL || `Mit ${env.OIDC_NAME} anmelden`,
    allowedDomains: env.OIDC_ALLOWED_DOMAINS.split(',')
      .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
    defaultRole: env.OIDC_DEFAULT_ROLE,
    groupRoles,
    scopes: env.OIDC_SCOPES,
  };
}
