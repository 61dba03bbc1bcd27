import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { htmlSecurityHeaders } from './security-headers';

describe('CSP for the sign-in app', () => {
  it('allows scripts only with this response’s nonce and forbids framing', () => {
    const config = loadConfig({ APP_KEY: 'x'.repeat(40) }, '/tmp');
    const csp = htmlSecurityHeaders(config, 'abc123')['Content-Security-Policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
  });
});
