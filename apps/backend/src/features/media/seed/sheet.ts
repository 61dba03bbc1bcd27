// Sample documents for the seeded media: one layout, drawn twice: as a PDF (pdf-lib) and as
// an SVG that sharp turns into the WebP thumbnail. Both come from the same drawing operations.
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

export interface SheetTable {
  columns: string[];
  rows: string[][];
  /** Relative column widths. */
  widths?: number[];
  /** Columns aligned right (prices, quantities). */
  right?: number[];
}

export interface SheetSection {
  heading?: string;
  paragraphs?: string[];
  table?: SheetTable;
  swatches?: { name: string; hex: string; detail: string }[];
}

export interface Sheet {
  title: string;
  subtitle?: string;
  /** Small line above the title, e.g. "Angebot" or "Produktspezifikation". */
  kicker: string;
  accent: string;
  sections: SheetSection[];
  footer: string;
}

/** The words of a sheet, as a search reads them from its PDF. */
export function sheetText(sheet: Sheet): string {
  const lines = [sheet.kicker, sheet.title, sheet.subtitle ?? ''];
  for (const section of sheet.sections) {
    lines.push(section.heading ?? '', ...(section.paragraphs ?? []));
    if (section.table)
      lines.push(section.table.columns.join(' '), ...section.table.rows.map((r) => r.join(' ')));
    for (const swatch of section.swatches ?? []) lines.push(`${swatch.name} ${swatch.detail}`);
  }
  lines.push(sheet.footer);
  return lines.filter(Boolean).join('\n');
}

type Op =
  | { t: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | {
      t: 'text';
      x: number;
      y: number;
      size: number;
      bold: boolean;
      color: string;
      text: string;
      anchor: 'start' | 'end';
    };

const PAGE = { w: 595, h: 842, margin: 48 };
const INK = '#1f1f1f';
const SOFT = '#5a5a5a';

// WinAnsi (the standard PDF fonts) cannot encode everything a person might type.
function pdfSafe(text: string): string {
  return text
    .replace(/[\u2009\u202f\u00a0]/g, ' ')
    .replace(/→/g, '->')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff–—„“”‚‘’•…€×°·]/g, '?');
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(pdfSafe(candidate), size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(pdfSafe(text), size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(pdfSafe(`${cut}…`), size) > width)
    cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Lays out the sheet on one A4 page (coordinates from the top left). */
function layout(sheet: Sheet, fonts: Fonts): Op[] {
  const ops: Op[] = [];
  const left = PAGE.margin;
  const width = PAGE.w - 2 * PAGE.margin;
  const text = (
    x: number,
    y: number,
    size: number,
    value: string,
    o: { bold?: boolean; color?: string; anchor?: 'start' | 'end' } = {},
  ) =>
    ops.push({
      t: 'text',
      x,
      y,
      size,
      bold: !!o.bold,
      color: o.color ?? INK,
      text: value,
      anchor: o.anchor ?? 'start',
    });

  ops.push({ t: 'rect', x: 0, y: 0, w: PAGE.w, h: 118, fill: sheet.accent });
  text(left, 40, 10, sheet.kicker.toUpperCase(), { bold: true, color: '#ffffff' });
  let y = 70;
  for (const line of wrap(sheet.title, fonts.bold, 22, width).slice(0, 2)) {
    text(left, y, 22, line, { bold: true, color: '#ffffff' });
    y += 26;
  }
  y = 146;
  if (sheet.subtitle) {
    for (const line of wrap(sheet.subtitle, fonts.regular, 12, width)) {
      text(left, y, 12, line, { color: SOFT });
      y += 16;
    }
    y += 8;
  }

  for (const section of sheet.sections) {
    if (y > PAGE.h - 120) break;
    if (section.heading) {
      y += 10;
      text(left, y, 13, section.heading, { bold: true, color: sheet.accent });
      y += 8;
      ops.push({ t: 'rect', x: left, y, w: width, h: 1.2, fill: sheet.accent });
      y += 18;
    }
    for (const paragraph of section.paragraphs ?? []) {
      for (const line of wrap(paragraph, fonts.regular, 10.5, width)) {
        if (y > PAGE.h - 90) break;
        text(left, y, 10.5, line);
        y += 14.5;
      }
      y += 6;
    }
    if (section.table) {
      const { columns, rows, right = [] } = section.table;
      const weights = section.table.widths ?? columns.map(() => 1);
      const total = weights.reduce((a, b) => a + b, 0);
      const colWidths = weights.map((w) => (w / total) * width);
      const xs = colWidths.map((_, i) => left + colWidths.slice(0, i).reduce((a, b) => a + b, 0));
      const cell = (i: number, value: string, rowY: number, bold: boolean, color = INK) => {
        const w = (colWidths[i] ?? 0) - 8;
        const fitted = fit(value, bold ? fonts.bold : fonts.regular, 9.5, w);
        if (right.includes(i))
          text((xs[i] ?? 0) + (colWidths[i] ?? 0) - 4, rowY, 9.5, fitted, {
            bold,
            color,
            anchor: 'end',
          });
        else text((xs[i] ?? 0) + 4, rowY, 9.5, fitted, { bold, color });
      };
      ops.push({ t: 'rect', x: left, y: y - 12, w: width, h: 18, fill: '#ece7e1' });
      columns.forEach((c, i) => cell(i, c, y, true));
      y += 18;
      for (const [r, row] of rows.entries()) {
        if (y > PAGE.h - 90) break;
        if (r % 2 === 1)
          ops.push({ t: 'rect', x: left, y: y - 12, w: width, h: 17, fill: '#f7f4f0' });
        row.forEach((value, i) => cell(i, value, y, false));
        y += 17;
      }
      y += 10;
    }
    for (const swatch of section.swatches ?? []) {
      if (y > PAGE.h - 120) break;
      ops.push({ t: 'rect', x: left, y, w: 70, h: 44, fill: swatch.hex });
      text(left + 86, y + 17, 12, swatch.name, { bold: true });
      text(left + 86, y + 34, 10, swatch.detail, { color: SOFT });
      y += 58;
    }
  }

  ops.push({ t: 'rect', x: left, y: PAGE.h - 64, w: width, h: 0.8, fill: '#c9c2b8' });
  for (const [i, line] of wrap(sheet.footer, fonts.regular, 8.5, width).slice(0, 2).entries())
    text(left, PAGE.h - 48 + i * 12, 8.5, line, { color: SOFT });
  return ops;
}

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function toSvg(ops: Op[]): string {
  const body = ops
    .map((op) =>
      op.t === 'rect'
        ? `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" fill="${op.fill}"/>`
        : `<text x="${op.x}" y="${op.y}" font-size="${op.size}" font-weight="${op.bold ? 700 : 400}" fill="${op.color}" text-anchor="${op.anchor}">${escapeXml(op.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.w}" height="${PAGE.h}" viewBox="0 0 ${PAGE.w} ${PAGE.h}" font-family="Helvetica, Arial, 'Liberation Sans', sans-serif"><rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`;
}

export interface RenderedSheet {
  pdf: Buffer;
  svg: string;
}

export async function renderSheet(sheet: Sheet): Promise<RenderedSheet> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(sheet.title));
  doc.setAuthor('Hallberg Frischdienst GmbH & Co. KG');
  doc.setCreator('Hallberg Frischdienst – Beispieldokument');
  doc.setProducer('pdf-lib');
  // Fixed dates keep the generated files identical from run to run.
  doc.setCreationDate(new Date('2026-11-02T08:00:00Z'));
  doc.setModificationDate(new Date('2026-11-02T08:00:00Z'));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const ops = layout(sheet, fonts);
  const page = doc.addPage([PAGE.w, PAGE.h]);
  for (const op of ops) {
    if (op.t === 'rect') {
      page.drawRectangle({
        x: op.x,
        y: PAGE.h - op.y - op.h,
        width: op.w,
        height: op.h,
        color: hexToRgb(op.fill),
      });
      continue;
    }
    const font = op.bold ? fonts.bold : fonts.regular;
    const value = pdfSafe(op.text);
    const x = op.anchor === 'end' ? op.x - font.widthOfTextAtSize(value, op.size) : op.x;
    page.drawText(value, { x, y: PAGE.h - op.y, size: op.size, font, color: hexToRgb(op.color) });
  }
  const bytes = await doc.save({ useObjectStreams: true });
  return { pdf: Buffer.from(bytes), svg: toSvg(ops) };
}
