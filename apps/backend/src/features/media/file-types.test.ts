import { describe, expect, it } from 'vitest';
import { minimalDocx, minimalPdf } from '../../../test/files';
import { detectMimeType, isDocx, isInline, isPdf } from './file-types';

describe('file types by content', () => {
  it('recognizes PDF and DOCX by their bytes, not their names', () => {
    expect(isPdf(minimalPdf())).toBe(true);
    expect(isDocx(minimalDocx())).toBe(true);
    expect(isPdf(minimalDocx())).toBe(false);
    expect(detectMimeType(Buffer.from('MZ\x90\x00'), 'pdf')).toBe('application/octet-stream');
    expect(detectMimeType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'png')).toBe(
      'image/svg+xml',
    );
    expect(detectMimeType(Buffer.from('a;b\n1;2\n'), 'csv')).toBe('text/csv');
    expect(detectMimeType(Buffer.from([0x61, 0x00, 0x62]), 'csv')).toBe('application/octet-stream');
    expect(detectMimeType(Buffer.from('89504e470d0a1a0a0000', 'hex'), null)).toBe('image/png');
  });

  it('shows PDFs and images inline, downloads the rest', () => {
    expect(isInline('application/pdf')).toBe(true);
    expect(isInline('image/png')).toBe(true);
    expect(isInline('text/html')).toBe(false);
    expect(isInline('application/octet-stream')).toBe(false);
  });
});
