import type { DomainSettings } from '@frischkontor/contract';
import type { RouterContextProvider } from 'react-router';
import { backendOf } from './features/api/index.server';
import { appConfig } from './features/config/config.server';

export interface RootData {
  websiteUrl: string;
  /** FRONTEND_PREFIX, for plain links that bypass the router (e.g. in error pages). */
  prefix: string;
  /** The API prefix on this origin (uploads go there straight from the page). */
  apiPrefix: string;
  company: string;
  registrationOpen: boolean;
  /** Sign-in with the company's provider (decision 060); null when not set up. */
  oidc: { name: string; label: string } | null;
  legal: { notice: string | null; privacy: string | null };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export async function rootLoader(context: Readonly<RouterContextProvider>): Promise<RootData> {
  const config = appConfig();
  let settings: DomainSettings = {};
  try {
    settings = await backendOf(context).get<DomainSettings>('/domain/settings');
  } catch {
    // The page still renders; the company name falls back below.
  }
  return {
    websiteUrl: config.websiteUrl,
    prefix: config.frontendPrefix,
    apiPrefix: config.backendPrefix,
    company: text(settings.company_name) ?? 'Hallberg Frischdienst',
    registrationOpen: settings.policy_allow_registration !== false,
    oidc: config.oidc,
    legal: {
      notice: text(settings.legal_notice) ?? `${config.websiteUrl}/impressum`,
      privacy: text(settings.legal_privacy) ?? `${config.websiteUrl}/datenschutz`,
    },
  };
}
