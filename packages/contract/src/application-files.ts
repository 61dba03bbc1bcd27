// What an application may carry: one rule for the careers form, the website's action and the
// backend. A file's type is read from its first bytes, never from its name.

export const APPLICATION_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
} as const;
export type ApplicationFileKind = keyof typeof APPLICATION_FILE_TYPES;

/** Per file: a phone photo or a long PDF fits. */
export const APPLICATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** All files together: several pages photographed with a phone. */
export const APPLICATION_TOTAL_MAX_BYTES = 25 * 1024 * 1024;
export const APPLICATION_MAX_FILES = 10;

/** For people: the types and limits in one sentence (form hint and error messages). */
export const APPLICATION_FILES_HINT =
  'PDF, Word (DOCX) oder Fotos (JPEG, PNG, HEIC), bis zu 10 Dateien, je höchstens 10 MB, zusammen höchstens 25 MB.';

/** For the browser's file picker; the server still checks every file's content. */
export const APPLICATION_FILES_ACCEPT = [
  '.pdf',
  '.docx',
  '.jpg',
  '.jpeg',
  '.png',
  '.heic',
  '.heif',
  ...new Set(Object.values(APPLICATION_FILE_TYPES)),
  'image/heif',
].join(',');

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

// Major brands of HEIF images (ISO/IEC 23008-12); AVIF has its own and is not a camera format.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

/** The kind of an application file by its content, or null when it is none of the accepted ones. */
export function applicationFileKind(bytes: Uint8Array): ApplicationFileKind | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // A DOCX is a ZIP whose entries include [Content_Types].xml and word/document.xml.
    const names = latin1(bytes);
    if (names.includes('[Content_Types].xml') && names.includes('word/document.xml')) return 'docx';
  }
  return null;
}

/** An application without an ad, the „Initiativbewerbung“: sent like one for an ad with this slug. */
export const UNSOLICITED_APPLICATION = {
  slug: 'initiativbewerbung',
  title: 'Initiativbewerbung',
} as const;
