import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { metricsAllow, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { metricsAllowList, metricsAllowProblem } from './metrics.ts';
import { currentRequestId, isValidRequestId, withRequestId } from './request-id.ts';
import { z } from 'zod';

describe('who may read /metrics', () => {
  it('allows loopback always, and only the listed addresses and ranges besides', () => {
    const none = metricsAllowList([]);
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(none(peer), peer).toBe(true);
    for (const peer of ['10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1', '', undefined, 'kaputt'])
      expect(none(peer), String(peer)).toBe(false);

    const some = metricsAllowList(['10.1.0.0/16', '192.168.5.7', '2001:db8::/32']);
    for (const peer of ['10.1.200.3', '::ffff:10.1.0.1', '192.168.5.7', '2001:db8:1::9'])
      expect(some(peer), peer).toBe(true);
    for (const peer of ['10.2.0.1', '192.168.5.8', '2001:db9::1'])
      expect(some(peer), peer).toBe(false);
  });

  it('refuses a METRICS_ALLOW that is no address or range, naming the entry in German', () => {
    expect(metricsAllowProblem('10.0.0.0/8')).toBeNull();
    expect(metricsAllowProblem('::1')).toBeNull();
    expect(metricsAllowProblem('prometheus.intern')).toMatch(/keine IP-Adresse/);
    expect(metricsAllowProblem('10.0.0.0/33')).toMatch(/zwischen 0 und 32/);
    expect(metricsAllowProblem('10.0.0.0/8/1')).toMatch(/keine IP-Adresse/);
    const schema = z.object({ METRICS_ALLOW: metricsAllow });
    expect(parseEnv(schema, {}).METRICS_ALLOW).toEqual([]);
    expect(parseEnv(schema, { METRICS_ALLOW: ' 10.0.0.1, 10.2.0.0/16 ,' }).METRICS_ALLOW).toEqual([
      '10.0.0.1',
      '10.2.0.0/16',
    ]);
    expect(() => parseEnv(schema, { METRICS_ALLOW: '10.0.0.1,irgendwas' })).toThrow(
      /METRICS_ALLOW: „irgendwas“ ist keine IP-Adresse/,
    );
  });
});

describe('request ids', () => {
  it('accepts a short token of safe characters only', () => {
    expect(isValidRequestId('0b6f1c0e-8d1a-4c53-9a57-0a1f6c2a7d11')).toBe(true);
    expect(isValidRequestId('lb-req:42.abc_DEF')).toBe(true);
    for (const bad of ['kurz', 'mit leerzeichen 123', 'x'.repeat(65), 'a\nb-12345678', 42])
      expect(isValidRequestId(bad), String(bad)).toBe(false);
  });

  it('puts the id of the request into every log line written while it is handled', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const real = createLogger({ name: 'test', level: 'info', destination: sink });
    real.info('vorher');
    await withRequestId('req-abcdefgh', async () => {
      expect(currentRequestId()).toBe('req-abcdefgh');
      await Promise.resolve();
      real.info('mittendrin');
    });
    real.info('nachher');
    const parsed = lines.map((l) => JSON.parse(l) as { msg: string; requestId?: string });
    expect(parsed.map((l) => [l.msg, l.requestId])).toEqual([
      ['vorher', undefined],
      ['mittendrin', 'req-abcdefgh'],
      ['nachher', undefined],
    ]);
  });
});
