// What the public search indexes: the public pages as visitors get them, read from the HTML the
// website renders (like a site crawler such as Pagefind), so that every page, job ad, blog post
// and legal text is found by the words it shows, and nothing that is not on a public page can be.
// The page's <main> is the text; navigation (breadcrumbs), forms, scripts and hidden parts are
// left out. An element inside
// it with `data-search-entry="<title>"` and an `id` (a recipe card, say) is a result of its own,
// linked as `<path>#<id>`, and its text is not counted for the page around it.
import type { Element, Nodes, Root } from 'hast';
import type { Node } from 'unist';
import { fromHtml } from 'hast-util-from-html';
import { matches, select, selectAll } from 'hast-util-select';
import { remove } from 'unist-util-remove';

export interface PublicDocument {
  /** Address of the result, with `#id` for an entry within a page. */
  path: string;
  title: string;
  /** The page's main heading, where it says more than the title. */
  headline: string;
  /** What kind of result it is, in German ("Stellenangebot", "Rezeptkarte", …). */
  kind: string;
  description: string;
  headings: string;
  text: string;
}

/** Not the page's own words: breadcrumbs and other navigation, forms, scripts, hidden parts. */
const LEFT_OUT = 'nav, script, style, template, form, dialog, [hidden], [aria-hidden="true"]';

/** The label a page's results carry, from its address. */
export function kindOf(path: string): string {
  if (/^\/karriere\/(?!initiativbewerbung)[^/]+$/.test(path)) return 'Stellenangebot';
  if (path.startsWith('/blog/')) return 'Blogbeitrag';
  if (/^\/(impressum|datenschutz|agbs|video-info|gewinnspiel)/.test(path)) return 'Rechtliches';
  return 'Seite';
}

const isElement = (node: Node): node is Element => node.type === 'element';
/** Elements inside a line of text; every other element is a break between words. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

/** The visible text of a node, with a space where a block ends (React writes none). */
function text(node: Nodes): string {
  const out: string[] = [];
  const walk = (n: Nodes) => {
    if (n.type === 'text') out.push(n.value);
    else if (n.type === 'element' || n.type === 'root') {
      const block = n.type === 'element' && !INLINE.has(n.tagName);
      if (block) out.push(' ');
      for (const child of n.children) walk(child);
      if (block) out.push(' ');
    }
  };
  walk(node);
  // Soft hyphens (typography.server.ts) are where a word may break, not part of it.
  return out.join('').replaceAll('\u00ad', '').replace(/\s+/g, ' ').trim();
}

function headingsOf(node: Element): string {
  return selectAll('h2, h3, h4', node).map(text).join(' · ');
}

/** The documents of one rendered page: the page itself and the entries it holds. */
export function documentsOf(path: string, html: string): PublicDocument[] {
  const tree: Root = fromHtml(html);
  const main = select('main', tree);
  if (!main) return [];
  remove(main, (node) => isElement(node) && matches(LEFT_OUT, node));
  const documents: PublicDocument[] = [];
  for (const entry of selectAll('[data-search-entry][id]', main)) {
    const props = entry.properties;
    documents.push({
      path: `${path}#${String(props.id)}`,
      title: String(props.dataSearchEntry),
      headline: '',
      kind: String(props.dataSearchKind ?? 'Seite'),
      description: '',
      headings: headingsOf(entry),
      text: text(entry),
    });
  }
  remove(main, (node) => isElement(node) && matches('[data-search-entry][id]', node));
  // The page's name is its <title> without the company ("Kontakt – Hallberg …" → "Kontakt");
  // the <h1> is often a headline ("Sprechen Sie mit uns") and is searched as one.
  const h1 = select('h1', main);
  const headline = h1 ? text(h1) : '';
  const pageTitle = select('title', tree);
  const name = pageTitle ? text(pageTitle).split(' – ').slice(0, -1).join(' – ') : '';
  const description = select('meta[name="description"]', tree)?.properties.content;
  documents.unshift({
    path,
    title: name || headline || (pageTitle ? text(pageTitle) : path),
    headline,
    kind: kindOf(path),
    description: typeof description === 'string' ? description : '',
    headings: headingsOf(main),
    text: text(main),
  });
  return documents;
}
