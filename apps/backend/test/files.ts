// Small real files for upload tests.
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import type { Client } from './harness';

/** A minimal, valid DOCX (a zip with the parts Word needs), stored without compression. */
export function minimalDocx(text = 'Lebenslauf'): Buffer {
  return docxWith(text, []);
}

/**
 * A DOCX with extra parts, deflated: `docxWith('x', [['word/media/big.bin', Buffer.alloc(n)]])`
 * is a zip bomb for large `n`. `declared` overrides the unpacked size written in the headers.
 */
export function docxWith(
  text: string,
  extra: [string, Buffer][],
  options: { declared?: number } = {},
): Buffer {
  const base: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ],
  ];
  const parts: [string, Buffer][] = [
    ...base.map(([name, content]): [string, Buffer] => [name, Buffer.from(content)]),
    ...extra,
  ];
  const deflate = extra.length > 0;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of parts) {
    const data = deflate ? deflateRawSync(raw) : raw;
    const size =
      options.declared !== undefined && extra.some(([n]) => n === name)
        ? options.declared
        : raw.length;
    const method = deflate ? 8 : 0;
    const nameBytes = Buffer.from(name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A one-page PDF. */
export function minimalPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The first bytes of a phone photo in each accepted image format (enough for a content check). */
export function photoBytes(kind: 'jpg' | 'png' | 'heic'): Buffer {
  const head = {
    jpg: Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    png: Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000000', 'hex'),
    // An ISO BMFF box: size, "ftyp", major brand "heic", minor version, compatible brands.
    heic: Buffer.concat([
      Buffer.from('00000018', 'hex'),
      Buffer.from('ftypheic'),
      Buffer.alloc(4),
      Buffer.from('mif1heic'),
    ]),
  }[kind];
  return Buffer.concat([head, Buffer.alloc(2048, 7)]);
}

/** Uploads `data` as `name` into a media folder through the admin API, as the admin panel does. */
export function uploadMedia(
  client: { request: Client['request'] },
  folder: string,
  name: string,
  data: Uint8Array,
) {
  const form = new FormData();
  form.set('path', folder);
  form.set('file', new Blob([new Uint8Array(data)]), name);
  return client.request('POST', '/api/admin/media/files', { body: form });
}

/** A plain PNG of this size in one colour. */
export function pngOf(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
