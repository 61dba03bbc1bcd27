import { describe, expect, it } from 'vitest';
import { compareNames, foldText, likePattern } from './fold';

describe('German folding', () => {
  it('treats umlauts, their spelled-out forms and case alike', () => {
    expect(foldText('Rinderhüfte')).toBe(foldText('RINDERHUEFTE'));
    expect(foldText('Rinderhüfte')).toBe(foldText('rinderhufte'));
    expect(foldText('Straße')).toBe(foldText('STRASSE'));
    expect(foldText('Crème  fraîche')).toBe('creme fraiche');
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });

  it('sorts names as a German reader expects', () => {
    const names = ['zander', 'Äpfel', 'apfel', 'KW 10', 'KW 9', 'Öl'];
    expect([...names].sort(compareNames)).toEqual([
      'apfel',
      'Äpfel',
      'KW 9',
      'KW 10',
      'Öl',
      'zander',
    ]);
  });
});
