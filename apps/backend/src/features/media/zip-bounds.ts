// A DOCX (like XLSX, PPTX) is a ZIP: a few hundred kilobytes can unpack to gigabytes.
// Checked with yauzl before such a file is kept: the declared sizes, the ratio, and the real
// bytes while every entry is read (a header can lie).
import yauzl from 'yauzl';

/** At most this much unpacked content in one upload. */
export const ZIP_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** Unpacked to packed; real office files stay far below it. */
export const ZIP_MAX_RATIO = 100;
/** Below this size any ratio is harmless (small, repetitive XML compresses very well). */
const RATIO_FREE_BYTES = 1024 * 1024;
const MAX_ENTRIES = 10_000;

export const ZIP_TOO_LARGE =
  'Die Datei würde entpackt zu groß (ein Word-Dokument darf entpackt höchstens 64 MB umfassen).';
export const ZIP_BROKEN = 'Die Datei ist beschädigt und kann nicht gelesen werden.';

/** `null` when the archive stays within the bounds, else the German reason. */
export function zipBoundsProblem(data: Buffer): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    let zip: yauzl.ZipFile | null = null;
    const done = (problem: string | null) => {
      if (settled) return;
      settled = true;
      zip?.close();
      resolve(problem);
    };
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, opened) => {
        if (error || !opened) return done(ZIP_BROKEN);
        zip = opened;
        if (opened.entryCount > MAX_ENTRIES) return done(ZIP_TOO_LARGE);
        let declared = 0;
        let unpacked = 0;
        const tooLarge = (bytes: number) =>
          bytes > ZIP_MAX_UNPACKED_BYTES ||
          (bytes > RATIO_FREE_BYTES && bytes > data.length * ZIP_MAX_RATIO);
        opened.on('error', () => done(ZIP_BROKEN));
        opened.on('end', () => done(null));
        opened.on('entry', (entry: yauzl.Entry) => {
          declared += entry.uncompressedSize;
          if (tooLarge(declared)) return done(ZIP_TOO_LARGE);
          if (entry.fileName.endsWith('/')) return opened.readEntry();
          opened.openReadStream(entry, (streamError, stream) => {
            if (streamError || !stream) return done(ZIP_BROKEN);
            stream.on('data', (chunk: Buffer) => {
              unpacked += chunk.length;
              if (tooLarge(unpacked)) {
                stream.destroy();
                done(ZIP_TOO_LARGE);
              }
            });
            stream.on('error', () => done(ZIP_BROKEN));
            stream.on('end', () => opened.readEntry());
          });
        });
        opened.readEntry();
      },
    );
  });
}
