// File types by content, not by name: the first bytes say what a file is.

export const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 1024).includes('%PDF-');
}

function zipEntries(data: Buffer): string {
  // Names of zip entries appear in the local and central headers as plain bytes.
  return data.toString('latin1');
}

export function isDocx(data: Buffer): boolean {
  if (!startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return false;
  const text = zipEntries(data);
  return text.includes('[Content_Types].xml') && text.includes('word/document.xml');
}

function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 2048).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

/** The MIME type the content proves, or the extension's when the content proves nothing. */
export function detectMimeType(data: Buffer, extension: string | null): string {
  if (isPdf(data)) return 'application/pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (data.length > 12 && data.subarray(4, 12).toString('latin1') === 'ftypavif')
    return 'image/avif';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    if (isDocx(data)) return MIME_BY_EXTENSION.docx as string;
    const text = zipEntries(data);
    if (text.includes('xl/workbook.xml')) return MIME_BY_EXTENSION.xlsx as string;
    if (text.includes('ppt/presentation.xml')) return MIME_BY_EXTENSION.pptx as string;
    return 'application/zip';
  }
  if (looksLikeSvg(data)) return 'image/svg+xml';
  const byName = extension ? MIME_BY_EXTENSION[extension] : undefined;
  // Text types only when the bytes are text; anything else claimed by name is not trusted.
  if (byName?.startsWith('text/') && !data.subarray(0, 4096).includes(0)) return byName;
  return 'application/octet-stream';
}

export function isImage(mime: string): boolean {
  return /^image\/(png|jpeg|gif|webp|avif|svg\+xml)$/.test(mime);
}

/** Shown in the browser (PDF, images); everything else is downloaded. */
export function isInline(mime: string): boolean {
  return mime === 'application/pdf' || isImage(mime);
}

/** Word, Excel, PowerPoint: ZIP archives whose unpacked size is checked on upload. */
export function isOfficeZip(mime: string): boolean {
  return mime.startsWith('application/vnd.openxmlformats-officedocument.');
}
