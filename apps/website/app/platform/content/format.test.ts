import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatShortDate } from './format';

describe('German formats', () => {
  it('formats dates', () => {
    expect(formatDate('2026-03-14')).toBe('14. März 2026');
    expect(formatShortDate('2026-03-14T10:00:00Z')).toBe('14.03.2026');
    expect(formatDate('kein Datum')).toBe('');
  });

  it('formats file sizes', () => {
    expect(formatFileSize(0)).toBe('0 Byte');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1_468_006)).toBe('1,4 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(null)).toBe('');
  });
});
