import { describe, expect, it } from 'vitest';
import { applicationFileKind } from './application-files.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('applicationFileKind', () => {
  it('recognises PDF, DOCX and phone photos by their first bytes', () => {
    expect(applicationFileKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(applicationFileKind(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('jpg');
    expect(applicationFileKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'png',
    );
    expect(applicationFileKind(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1'))).toBe(
      'heic',
    );
    expect(applicationFileKind(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'heic'))).toBe(
      'heic',
    );
    expect(
      applicationFileKind(
        bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'),
      ),
    ).toBe('docx');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(applicationFileKind(bytes('nur Text, kein PDF'))).toBeNull();
    expect(applicationFileKind(bytes('GIF89a'))).toBeNull();
    // AVIF shares the box format with HEIC but is not a camera format we promise.
    expect(applicationFileKind(bytes([0, 0, 0, 24], 'ftypavif', [0, 0, 0, 0], 'mif1'))).toBeNull();
    // A ZIP that is not a Word document.
    expect(applicationFileKind(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(applicationFileKind(new Uint8Array())).toBeNull();
  });
});
