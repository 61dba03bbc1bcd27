// The provider as openid-client knows it: discovered from OIDC_ISSUER once per process (again
// after a minute when discovery failed, so a provider that was down at the start is found later).
import * as client from 'openid-client';
import type { OidcConfig } from '../../oidc-config';

const RETRY_MS = 60_000;
const TIMEOUT_S = 10;

export interface Provider {
  get(): Promise<client.Configuration>;
}

export function oidcProvider(config: OidcConfig): Provider {
  let pending: Promise<client.Configuration> | null = null;
  let failedAt = 0;
  return {
    get() {
      if (pending && !(failedAt && Date.now() - failedAt > RETRY_MS)) return pending;
      failedAt = 0;
      const issuer = new URL(config.issuer);
      pending = client
        .discovery(issuer, config.clientId, config.clientSecret(), undefined, {
          timeout: TIMEOUT_S,
          // A provider on this machine (the tests', a development one) answers over http.
          ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          failedAt = Date.now();
          throw error;
        });
      return pending;
    },
  };
}
