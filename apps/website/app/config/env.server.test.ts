import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, publicConfig, requireProductionSecrets } from './env.server';

describe('runtime configuration', () => {
  it('has defaults for the one-machine setup', () => {
    const e = parseEnv({});
    expect(e.WEBSITE_URL).toBe('http://localhost:3000');
    expect(e.BACKEND_URL).toBe('http://localhost:8000');
    expect(e.BACKEND_PREFIX).toBe('/api');
    expect(e.FRONTEND_URL).toBe('http://localhost:8000');
    expect(e.FRONTEND_PREFIX).toBe('/konto');
    expect(e.WEBSITE_PREFIX).toBe('');
    expect(e.POSTHOG_KEY).toBe('');
    expect(e.PORT).toBe(3000);
    expect([e.ROLE_KUNDE, e.ROLE_PERSONAL]).toEqual(['Kunde', 'Personal']);
  });

  it('normalises trailing slashes and missing leading slashes', () => {
    const e = parseEnv({
      WEBSITE_URL: 'https://www.example.com/',
      FRONTEND_PREFIX: 'konto/',
      BACKEND_PREFIX: '/api/',
    });
    expect(e.WEBSITE_URL).toBe('https://www.example.com');
    expect(e.FRONTEND_PREFIX).toBe('/konto');
    expect(e.BACKEND_PREFIX).toBe('/api');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ BACKEND_URL: '' }).BACKEND_URL).toBe('http://localhost:8000');
  });

  it('refuses nonsense with a message naming the variable', () => {
    expect(() => parseEnv({ BACKEND_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'achtzig' })).toThrow(/PORT/);
  });

  it('reads the server settings through the same schema', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe('loopback');
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
    expect(parseEnv({}).LOG_FORMAT).toBe('json');
    expect(() => parseEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => parseEnv({ FORM_SECRET: 'short' })).toThrow(
      /FORM_SECRET: mindestens 32 Zeichen \(openssl rand -hex 32\)/,
    );
    expect(parseEnv({ CONTENT_DIR: '/srv/content' }).CONTENT_DIR).toBe('/srv/content');
  });

  it('refuses a production start without a shared FORM_SECRET, and says how to make one', () => {
    expect(() => requireProductionSecrets(parseEnv({}))).toThrow(ConfigError);
    expect(() => requireProductionSecrets(parseEnv({}))).toThrow(/openssl rand -hex 32/);
    const secret = 'a'.repeat(64);
    expect(requireProductionSecrets(parseEnv({ FORM_SECRET: secret })).FORM_SECRET).toBe(secret);
    // Development keeps its per-process secret.
    expect(requireProductionSecrets(parseEnv({ NODE_ENV: 'development' })).FORM_SECRET).toBe(
      undefined,
    );
  });

  it('gives the browser only what it needs', () => {
    const pub = publicConfig(parseEnv({ POSTHOG_KEY: 'phc_test' }));
    expect(Object.keys(pub).sort()).toEqual(
      [
        'backendPrefix',
        'backendUrl',
        'buildCheckIntervalMs',
        'frontendPrefix',
        'frontendUrl',
        'posthogHost',
        'posthogKey',
        'websitePrefix',
        'websiteUrl',
      ].sort(),
    );
  });
});
