// Reads the wiki's Markdown so privacy tests can look for its words where they must not be.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const wikiDir = join(import.meta.dirname, '../apps/website/content/wiki');

export interface WikiSentinel {
  slug: string;
  title: string;
  /** The first sentence of the article's body: unique to the article. */
  sentence: string;
  images: string[];
  draft: boolean;
  category: string;
}

export function wikiSentinels(): WikiSentinel[] {
  return readdirSync(wikiDir)
    .filter((f) => f.endsWith('.md'))
    .map((file) => {
      const source = readFileSync(join(wikiDir, file), 'utf8');
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
      const title =
        /^title:\s*(.+)$/m
          .exec(front)?.[1]
          ?.trim()
          .replace(/^['"]|['"]$/g, '') ?? '';
      const firstParagraph =
        body
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .find(
            (p) =>
              p &&
              !p.startsWith('#') &&
              !p.startsWith('>') &&
              !p.startsWith('!') &&
              !p.startsWith('|'),
          ) ?? '';
      const plain = firstParagraph
        .replace(/\*\*|__|`|\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\s+/g, ' ');
      const sentence = (/^.{30,}?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain).trim();
      const images = [...body.matchAll(/!\[[^\]]*\]\(images\/([^)\s]+)\)/g)].map((m) => m[1]!);
      const image = /^image:\s*(\S+)/m.exec(front)?.[1];
      return {
        slug: file.slice(0, -3),
        title,
        sentence,
        images: image ? [image, ...images] : images,
        draft: /^draft:\s*true/m.test(front),
        category: /^category:\s*(.+)$/m.exec(front)?.[1]?.trim() ?? '',
      };
    });
}
