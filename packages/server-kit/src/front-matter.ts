// Markdown files with a YAML head between two `---` lines (front matter): the content files of
// the website and the wiki's export and import. YAML 1.2 (the `yaml` package): a date stays the
// text it is written as; the schemas that read it turn it into a date.
import { Document, isCollection, isMap, parse } from 'yaml';

export interface FrontMatterFile {
  data: Record<string, unknown>;
  body: string;
}

export class FrontMatterError extends Error {}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSE = /(?:^|\r?\n)---[ \t]*(?:\r?\n|$)/;

/** The head (an empty object without one) and the text after it. */
export function readFrontMatter(source: string): FrontMatterFile {
  const open = OPEN.exec(source);
  if (!open) return { data: {}, body: source.replace(/^\uFEFF/, '') };
  const rest = source.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) throw new FrontMatterError('Der Kopf der Datei endet nicht mit einer Zeile „---“.');
  let data: unknown;
  try {
    data = parse(rest.slice(0, close.index));
  } catch (error) {
    throw new FrontMatterError(`Der Kopf der Datei ist kein gültiges YAML: ${String(error)}`);
  }
  if (data === null || data === undefined) data = {};
  if (typeof data !== 'object' || Array.isArray(data))
    throw new FrontMatterError('Der Kopf der Datei muss aus Feldern („name: Wert“) bestehen.');
  return { data: data as Record<string, unknown>, body: rest.slice(close.index + close[0].length) };
}

/** The file as editors write them: long lines unfolded, lists inline (`keywords: [a, b]`). */
export function writeFrontMatter(data: Record<string, unknown>, body: string): string {
  const doc = new Document(data);
  if (isMap(doc.contents))
    for (const pair of doc.contents.items) if (isCollection(pair.value)) pair.value.flow = true;
  const head = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  return `---\n${head}---\n\n${body.trim()}\n`;
}
