import type { MediaAccessRule } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { createAccessResolver, GUEST_PRINCIPAL, type Principal } from './access';

const rules = new Map<string, MediaAccessRule[]>([
  ['domain/intranet', [{ subject: 'role', subject_id: 2, level: 'read' }]],
  ['domain/intranet/geheim', [{ subject: 'user', subject_id: 7, level: 'write' }]],
  ['domain/rezepte', [{ subject: 'public', subject_id: null, level: 'read' }]],
]);
const items = new Map([
  ['domain', { inherit: true }],
  ['domain/intranet', { inherit: true }],
  ['domain/intranet/geheim', { inherit: false }],
  ['domain/intranet/offen', { inherit: true }],
  ['domain/rezepte', { inherit: true }],
]);
const staff: Principal = { userId: 3, roleIds: new Set([2]), fullAccount: true, admin: false };
const restrictedStaff: Principal = { ...staff, fullAccount: false };
const owner: Principal = { userId: 7, roleIds: new Set(), fullAccount: true, admin: false };
const admin: Principal = { userId: 1, roleIds: new Set(), fullAccount: true, admin: true };

describe('media access', () => {
  it('inherits rules down the tree unless an item opts out', () => {
    const a = createAccessResolver(staff, rules, items);
    expect(a.can('domain/intranet', 'read')).toBe(true);
    expect(a.can('domain/intranet/offen', 'read')).toBe(true);
    expect(a.can('domain/intranet/offen/datei.pdf', 'read')).toBe(true);
    expect(a.can('domain/intranet/geheim', 'read')).toBe(false);
    expect(a.can('domain/intranet', 'write')).toBe(false);
    const o = createAccessResolver(owner, rules, items);
    expect(o.level('domain/intranet/geheim')).toBe('write');
    expect(o.can('domain/intranet', 'read')).toBe(false);
  });

  it('lets public rules count for everyone, others only for full accounts', () => {
    for (const who of [GUEST_PRINCIPAL, restrictedStaff]) {
      const a = createAccessResolver(who, rules, items);
      expect(a.can('domain/rezepte/karte.pdf', 'read')).toBe(true);
      expect(a.can('domain/intranet', 'read')).toBe(false);
      expect(a.canPass('domain/intranet')).toBe(false);
    }
  });

  it('lets a folder be passed when something below it is readable', () => {
    const o = createAccessResolver(owner, rules, items);
    expect(o.canPass('domain')).toBe(true);
    expect(o.canPass('domain/intranet')).toBe(true);
    expect(o.canPass('domain/intranet/offen')).toBe(false);
    expect(createAccessResolver(GUEST_PRINCIPAL, rules, items).canPass('domain')).toBe(true);
  });

  it('gives admins everything', () => {
    const a = createAccessResolver(admin, rules, items);
    expect(a.level('')).toBe('admin');
    expect(a.can('domain/intranet/geheim', 'admin')).toBe(true);
  });
});
