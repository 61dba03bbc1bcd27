// What the sign-in app needs of the backend's configuration, read by the backend's one
// configuration reader (src/config.ts) at run time, once per process.
import { loadConfig } from '../../../src/config';

export interface AppConfig {
  /** e.g. http://localhost:3000 */
  websiteUrl: string;
  /** e.g. http://localhost:8000: where the browser reaches these pages. */
  frontendUrl: string;
  /** e.g. /konto */
  frontendPrefix: string;
  /** The API prefix as the browser sees it on this origin (uploads), e.g. /api */
  backendPrefix: string;
  trustedOrigins: string[];
  /** Loopback address of this very process's API, e.g. http://127.0.0.1:8000/api */
  apiBase: string;
  /** Public address of the backend (links it builds, e.g. the default logo). */
  backendUrl: string;
  /** Sent as `Origin` with our API mutations: the backend's own origin. */
  apiOrigin: string;
  /** Without SMTP every mail lands in the dev outbox the admin panel shows. */
  devOutbox: boolean;
  /** Sign-in with the company's provider (decision 060): its name and button; null when off. */
  oidc: { name: string; label: string } | null;
}

/** 0.0.0.0 and :: listen on every interface; loopback reaches them without leaving the machine. */
export function loopbackHost(host: string): string {
  if (!host || host === '0.0.0.0' || host === '::' || host === '[::]') return '127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  if (cached) return cached;
  const config = loadConfig();
  cached = {
    websiteUrl: config.websiteUrl,
    frontendUrl: config.frontendUrl,
    frontendPrefix: config.frontendPrefix,
    backendPrefix: config.backendPrefix,
    trustedOrigins: config.trustedOrigins,
    apiBase: `http://${loopbackHost(config.host)}:${config.port}${config.backendPrefix}`,
    backendUrl: config.backendUrl,
    apiOrigin: new URL(config.backendUrl).origin,
    devOutbox: !config.smtpUrl,
    oidc: config.oidc && { name: config.oidc.name, label: config.oidc.label },
  };
  return cached;
}
