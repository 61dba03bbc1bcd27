// Checks the search evaluation sets against the content they were written from: every expected
// or acceptable wiki slug is a published article, every public id is a page, job ad, blog post or
// recipe card that exists, and the sets keep the shape and size the bench relies on.
// Run: node bench/search/check-sets.mjs (exit code 1 and a list of problems when a check fails).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const website = join(root, 'apps', 'website');

export const CLASSES = [
  'question',
  'colloquial',
  'synonym',
  'typo',
  'umlaut',
  'compound',
  'split',
  'plural',
  'multiword',
  'keyword',
  'no-answer',
];

const MINIMUM = {
  wiki: { queries: 220, noAnswer: 10, perArticle: 2 },
  public: { queries: 80, noAnswer: 8 },
};

/** The id of a recipe card: its name in lower case, umlauts spelled out, other runs joined by '-'. */
export function recipeSlug(name) {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const markdownNames = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));

/** Published and draft wiki articles with their category, read from the front matter. */
export function wikiArticles() {
  const dir = join(website, 'content', 'wiki');
  return markdownNames(dir).map((slug) => {
    const text = readFileSync(join(dir, `${slug}.md`), 'utf8');
    const front = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    return {
      slug,
      category: front.match(/^category:\s*(.+)$/m)?.[1]?.trim() ?? '',
      draft: /^draft:\s*true\s*$/m.test(front),
    };
  });
}

/** Every id the public search may return: pages from routes.ts, job ads, blog posts, recipe cards. */
export function publicIds() {
  const routes = readFileSync(join(website, 'app', 'routes.ts'), 'utf8');
  const paths = new Set();
  let prefix = '';
  for (const line of routes.split('\n')) {
    const opened = line.match(/\.\.\.prefix\('([^']+)'/);
    if (opened) prefix = opened[1];
    if (/\bindex\(/.test(line)) paths.add(prefix ? `/${prefix}` : '/');
    for (const m of line.matchAll(/\broute\('([^']+)'/g)) {
      paths.add(`/${[prefix, m[1]].filter(Boolean).join('/')}`);
    }
    if (/\]\),?\s*$/.test(line)) prefix = '';
  }
  const ids = new Set();
  // Intranet and login, thank-you pages, feeds and files (the blog's pictures) are no results.
  const notSearchable = /^\/(intern|login)(\/|$)|\/danke$|\.(xml|txt|json)$|^\/\*$|\/:file$/;
  for (const path of paths) {
    if (notSearchable.test(path)) continue;
    if (path === '/karriere/:slug') {
      for (const slug of markdownNames(join(website, 'content', 'jobs')))
        ids.add(`/karriere/${slug}`);
    } else if (path === '/blog/:slug') {
      for (const slug of markdownNames(join(website, 'content', 'blog'))) ids.add(`/blog/${slug}`);
    } else if (path.includes(':')) {
      throw new Error(`check-sets.mjs does not know the ids of the route ${path}`);
    } else ids.add(path);
  }
  const catalogue = readFileSync(
    join(root, 'apps', 'backend', 'src', 'features', 'media', 'seed', 'catalogue.ts'),
    'utf8',
  );
  const recipes = catalogue.match(/const RECIPES[\s\S]*?\n\];/)?.[0] ?? '';
  for (const m of recipes.matchAll(/^\s*name: '([^']+)'/gm)) {
    ids.add(`/foodservice/rezepte#${recipeSlug(m[1])}`);
  }
  return ids;
}

function checkShape(set, corpus, errors) {
  const where = `${corpus}-queries.json`;
  if (set.corpus !== corpus) errors.push(`${where}: corpus is not "${corpus}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(set.written ?? '')) errors.push(`${where}: "written" is no date`);
  if (typeof set.notes !== 'string' || !set.notes) errors.push(`${where}: "notes" missing`);
  if (!Array.isArray(set.queries)) {
    errors.push(`${where}: "queries" is not a list`);
    return;
  }
  const seen = new Set();
  for (const item of set.queries) {
    const q = item.q;
    const label = `${where}: ${JSON.stringify(q)}`;
    if (typeof q !== 'string' || !q.trim() || q !== q.trim())
      errors.push(`${label}: bad query text`);
    const key = String(q).toLowerCase();
    if (seen.has(key)) errors.push(`${label}: duplicate query`);
    seen.add(key);
    const expected = item.expected;
    const acceptable = item.acceptable ?? [];
    if (!Array.isArray(expected)) errors.push(`${label}: "expected" is not a list`);
    if (!Array.isArray(acceptable)) errors.push(`${label}: "acceptable" is not a list`);
    if (!Array.isArray(expected) || !Array.isArray(acceptable)) continue;
    if (new Set(expected).size !== expected.length) errors.push(`${label}: repeated expected id`);
    for (const id of acceptable) {
      if (expected.includes(id)) errors.push(`${label}: ${id} is both expected and acceptable`);
    }
    const classes = item.classes;
    if (!Array.isArray(classes) || classes.length === 0) {
      errors.push(`${label}: no classes`);
      continue;
    }
    for (const c of classes) if (!CLASSES.includes(c)) errors.push(`${label}: unknown class ${c}`);
    const noAnswer = classes.includes('no-answer');
    if (noAnswer !== (expected.length === 0)) {
      errors.push(`${label}: "no-answer" must go with an empty "expected" list, and only with it`);
    }
    if (noAnswer && acceptable.length)
      errors.push(`${label}: a no-answer query lists acceptable ids`);
    if (item.note !== undefined && typeof item.note !== 'string') errors.push(`${label}: bad note`);
  }
}

function summarise(set, categoryOf) {
  const byClass = Object.fromEntries(CLASSES.map((c) => [c, 0]));
  const byCategory = {};
  for (const item of set.queries) {
    for (const c of item.classes) byClass[c] += 1;
    if (!categoryOf) continue;
    const categories = [...new Set(item.expected.map(categoryOf))];
    for (const c of categories.length ? categories : ['(no answer)']) {
      byCategory[c] = (byCategory[c] ?? 0) + 1 / Math.max(1, categories.length);
    }
  }
  return { queries: set.queries.length, byClass, byCategory };
}

/** Checks both sets; returns the problems found and a summary of each set. */
export function checkSets() {
  const errors = [];
  const read = (name) => JSON.parse(readFileSync(join(here, name), 'utf8'));
  const wiki = read('wiki-queries.json');
  const pub = read('public-queries.json');
  checkShape(wiki, 'wiki', errors);
  checkShape(pub, 'public', errors);

  const articles = new Map(wikiArticles().map((a) => [a.slug, a]));
  const expectedCount = new Map();
  for (const item of wiki.queries ?? []) {
    for (const slug of [...(item.expected ?? []), ...(item.acceptable ?? [])]) {
      const article = articles.get(slug);
      if (!article) errors.push(`wiki-queries.json: ${JSON.stringify(item.q)}: no article ${slug}`);
      else if (article.draft) {
        errors.push(`wiki-queries.json: ${JSON.stringify(item.q)}: ${slug} is a draft`);
      }
    }
    for (const slug of item.expected ?? [])
      expectedCount.set(slug, (expectedCount.get(slug) ?? 0) + 1);
  }
  for (const article of articles.values()) {
    const n = expectedCount.get(article.slug) ?? 0;
    if (!article.draft && n < MINIMUM.wiki.perArticle) {
      errors.push(`wiki-queries.json: ${article.slug} is the expected answer of ${n} queries`);
    }
  }

  const ids = publicIds();
  for (const item of pub.queries ?? []) {
    for (const id of [...(item.expected ?? []), ...(item.acceptable ?? [])]) {
      if (!ids.has(id))
        errors.push(`public-queries.json: ${JSON.stringify(item.q)}: no page ${id}`);
    }
  }

  for (const [name, set, min] of [
    ['wiki-queries.json', wiki, MINIMUM.wiki],
    ['public-queries.json', pub, MINIMUM.public],
  ]) {
    const queries = set.queries ?? [];
    const noAnswer = queries.filter((q) => q.classes?.includes('no-answer')).length;
    if (queries.length < min.queries)
      errors.push(`${name}: ${queries.length} queries, fewer than ${min.queries}`);
    if (noAnswer < min.noAnswer)
      errors.push(`${name}: ${noAnswer} no-answer queries, fewer than ${min.noAnswer}`);
    for (const c of CLASSES) {
      if (!queries.some((q) => q.classes?.includes(c)))
        errors.push(`${name}: no query of class ${c}`);
    }
  }

  if (errors.length) return { errors };
  return {
    errors,
    wiki: summarise(wiki, (slug) => articles.get(slug)?.category ?? '?'),
    public: summarise(pub),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { errors, wiki, public: pub } = checkSets();
  if (errors.length) {
    for (const e of errors) console.error(e);
    process.exit(1);
  }
  const round = (o) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 10) / 10]));
  console.log(
    JSON.stringify({ wiki: { ...wiki, byCategory: round(wiki.byCategory) }, public: pub }, null, 2),
  );
}
