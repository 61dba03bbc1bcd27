import { describe, expect, it } from 'vitest';
import { ancestry, decodeRule, effectiveRules, encodeRule } from './access-rules';

const kunde = {
  id: 1,
  subject: 'role' as const,
  subject_id: 1,
  subject_name: 'kunde',
  level: 'read' as const,
};
const personal = {
  id: 2,
  subject: 'role' as const,
  subject_id: 2,
  subject_name: 'personal',
  level: 'write' as const,
};
const everyone = {
  id: 3,
  subject: 'public' as const,
  subject_id: null,
  subject_name: 'Öffentlich',
  level: 'read' as const,
};

describe('effectiveRules (what applies to a media item)', () => {
  it('adds the parents’ rules while the item inherits', () => {
    const rules = effectiveRules([
      { path: 'domain/angebote/mit_preise', inherit: true, rules: [kunde] },
      { path: 'domain/angebote', inherit: true, rules: [] },
      { path: 'domain', inherit: true, rules: [personal] },
    ]);
    expect(rules.map((r) => [r.subject_name, r.from, r.inherited])).toEqual([
      ['kunde', 'domain/angebote/mit_preise', false],
      ['personal', 'domain', true],
    ]);
  });

  it('stops where inheritance is switched off', () => {
    const rules = effectiveRules([
      { path: 'a/b', inherit: true, rules: [] },
      { path: 'a', inherit: false, rules: [everyone] },
      { path: '', inherit: true, rules: [personal] },
    ]);
    expect(rules).toEqual([{ ...everyone, from: 'a', inherited: true }]);
    expect(
      effectiveRules([
        { path: 'x', inherit: false, rules: [] },
        { path: '', inherit: true, rules: [kunde] },
      ]),
    ).toEqual([]);
  });
});

describe('rule form values', () => {
  it('round-trips', () => {
    expect(decodeRule(encodeRule(kunde))).toEqual({
      subject: 'role',
      subject_id: 1,
      level: 'read',
    });
    expect(decodeRule(encodeRule(everyone))).toEqual({
      subject: 'public',
      subject_id: null,
      level: 'read',
    });
  });

  it.each(['role::read', 'user:0:read', 'role:1:owner', 'group:1:read', '', 'role:abc:read'])(
    'refuses %s',
    (value) => {
      expect(decodeRule(value)).toBeNull();
    },
  );

  it('lists a path and its ancestors, nearest first', () => {
    expect(ancestry('domain/angebote/mit_preise')).toEqual([
      'domain/angebote/mit_preise',
      'domain/angebote',
      'domain',
    ]);
    expect(ancestry('')).toEqual([]);
  });
});
