// Wiki search (issue 19, decision 026): the German-aware engine of platform/search over the
// articles one access group may read (content.server.ts keeps one index per group and content
// version), with the synonyms wiki admins maintain (decision 034). Titles and keywords weigh
// more than the body.
import {
  germanIndex,
  toWords,
  type GermanIndex,
  type SearchHit,
  type Words,
} from '~/platform/search/german.server';
import type { WikiCategory } from './categories';
import type { WikiEntry } from './entry';
import type { WikiSearchHit, WikiSearchResults } from './types';

export type { WikiSearchHit, WikiSearchResults };

export interface WikiSearchIndex {
  index: GermanIndex;
  entries: Map<string, WikiEntry>;
}

// An article's words for snippets, made once per article version (entries are shared by every
// group's index, content.server.ts).
const articleWords = new WeakMap<WikiEntry, Words>();
function wordsOf(entry: WikiEntry): Words {
  let words = articleWords.get(entry);
  if (!words) articleWords.set(entry, (words = toWords(entry.content.text)));
  return words;
}

/** The index over these articles: everything a search may find, nothing else. */
export function createSearchIndex(
  entries: readonly WikiEntry[],
  /** The synonym list wiki admins maintain (GET /api/wiki/synonyms, decision 034). */
  synonyms: readonly (readonly string[])[] = [],
): WikiSearchIndex {
  const index = germanIndex(
    entries.map((e) => ({
      id: e.slug,
      fields: {
        title: e.meta.title,
        keywords: e.meta.keywords.join(' '),
        description: e.meta.description,
        headings: e.content.headings.map((h) => h.text).join(' '),
        text: e.content.text,
      },
      text: wordsOf(e),
      lead: e.meta.keywords,
      compounds: `${e.meta.title} ${e.meta.keywords.join(' ')}`,
      tags: { category: e.meta.category },
    })),
    {
      boost: { title: 5, keywords: 4, description: 2, headings: 2, text: 1 },
      synonyms: synonyms.map((group) => [...group]),
      attributes: {
        title: 1,
        keywords: 1,
        description: 0.85,
        headings: 0.85,
        text: 0.7,
        parts: 0.6,
      },
    },
  );
  return { index, entries: new Map(entries.map((e) => [e.slug, e])) };
}

export interface SearchOptions {
  category?: WikiCategory | null;
  limit?: number;
}

export function searchWiki(
  { index, entries }: WikiSearchIndex,
  query: string,
  { category, limit }: SearchOptions = {},
): WikiSearchResults {
  const results = index.search(query, {
    filter: category ? (tags) => tags.category === category : undefined,
    limit,
  });
  const toHit = ({ id, score, snippet }: SearchHit): WikiSearchHit => {
    const entry = entries.get(id)!;
    return {
      slug: entry.slug,
      title: entry.meta.title,
      category: entry.meta.category,
      keywords: entry.meta.keywords,
      score,
      snippet,
    };
  };
  return { hits: results.hits.map(toHit), similar: results.similar.map(toHit) };
}
