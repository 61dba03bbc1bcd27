import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseEnv, serverEnv } from './env.ts';
import { htmlSecurityHeaders } from './security-headers.ts';

const schema = z.object(serverEnv);

describe('server env pieces', () => {
  it('reads TRUST_PROXY as Express wants it: true, a hop count, or addresses', () => {
    expect(parseEnv(schema, {}).TRUST_PROXY).toBe('loopback');
    expect(parseEnv(schema, { TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv(schema, { TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv(schema, { TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('treats empty values as unset and names every bad variable', () => {
    expect(parseEnv(schema, { LOG_FORMAT: '' }).LOG_FORMAT).toBe('json');
    expect(() => parseEnv(schema, { LOG_FORMAT: 'xml', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => parseEnv(schema, { LOG_FORMAT: 'xml', LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL[\s\S]*LOG_FORMAT|LOG_FORMAT[\s\S]*LOG_LEVEL/,
    );
  });
});

describe('HTML security headers', () => {
  it('allows scripts only with the nonce; development adds inline styles and the WebSocket', () => {
    const prod = htmlSecurityHeaders({ nonce: 'n1', connect: ['https://api.example'] });
    const csp = prod['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'nonce-n1' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' 'nonce-n1'");
    expect(csp).toContain("connect-src 'self' https://api.example;");
    expect(prod['X-Frame-Options']).toBe('DENY');
    const dev = htmlSecurityHeaders({ nonce: 'n1', dev: true })['Content-Security-Policy'];
    expect(dev).toContain("style-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' ws:");
  });
});
