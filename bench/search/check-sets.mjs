// Checks the search evaluation sets against the content they were written from: every expected
// or acceptable wiki slug is a published article, every public id is a page, job ad, blog post or
// recipe card that exists, and the sets keep the shape and size the bench relies on.
// The intranet set (the one search, issue 32) is checked against the intranet's demo content: every
// expected or acceptable result exists as its kind says and the asking account may see it.
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
  intranet: {
    queries: 180,
    noAnswer: 12,
    perClass: 5,
    customer: 25,
    /** Customer queries whose words match staff content and which say so with `forbid`. */
    customerForbid: 8,
    /** Queries whose expected answer is of the kind; news and colleagues have few items. */
    perKind: { wiki: 15, document: 15, specification: 15, offer: 15, news: 8, colleague: 8 },
  },
};

/** The intranet set's classes: the common ones plus those issue 32 names. */
export const INTRANET_CLASSES = [...CLASSES, 'abbreviation', 'person'];

/** The kinds of result the one search returns. */
export const KINDS = ['wiki', 'document', 'specification', 'offer', 'news', 'colleague'];

/** Who asks: the demo account a query is asked as, and its roles. */
export const ASKERS = {
  staff: { email: 'leser@example.com', roles: ['Personal', 'Lager'] },
  customer: { email: 'kunde@example.com', roles: ['Kunde'] },
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

// ---------------------------------------------------------------- the intranet set (one search)

const backend = join(root, 'apps', 'backend', 'src');
const DAY = 86_400_000;

/** The source a check parses, with a clear message when the file moved. */
function source(...parts) {
  return readFileSync(join(backend, ...parts), 'utf8');
}

/** The block of a TypeScript constant, from its declaration to the closing bracket at line start. */
function block(text, declaration, file) {
  const start = text.indexOf(declaration);
  if (start < 0) throw new Error(`check-sets.mjs: ${declaration} not found in ${file}`);
  const end = text.indexOf('\n];', start);
  return text.slice(start, end);
}

/** The ISO week of a day (as catalogue.ts computes it). */
function isoWeekOf(day) {
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY);
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - jan1) / DAY / 7) + 1;
}

const two = (n) => String(n).padStart(2, '0');

/** `23.–28.11.2026`, or `30.11.–05.12.2026` across a month (as catalogue.ts names the flyers). */
function weekRange(monday) {
  const saturday = new Date(monday.getTime() + 5 * DAY);
  const from = `${two(monday.getUTCDate())}.`;
  const to = `${two(saturday.getUTCDate())}.${two(saturday.getUTCMonth() + 1)}.${saturday.getUTCFullYear()}`;
  return monday.getUTCMonth() === saturday.getUTCMonth()
    ? `${from}–${to}`
    : `${from}${two(monday.getUTCMonth() + 1)}.–${to}`;
}

/** The id of an offer: its week relative to the reference date, `kw+0`, `kw+1`, `kw-1` … */
export const offerId = (offset) => `kw${offset < 0 ? '-' : '+'}${Math.abs(offset)}`;

/**
 * Everything the one search may return in the demo data, per kind and id, with who may see it
 * (`staff`, `customer`) on the reference date (news end on their last day; the offer weeks are
 * counted from it). Each item has a title and, for media, the path of the file.
 */
export function intranetItems(referenceDate) {
  const items = Object.fromEntries(KINDS.map((k) => [k, new Map()]));
  const staffOnly = new Set(['staff']);
  const both = new Set(['staff', 'customer']);

  for (const a of wikiArticles()) {
    if (!a.draft) items.wiki.set(a.slug, { title: a.slug, visibleTo: staffOnly });
  }

  // News: audience staff (all holders of Personal), roles (holders of one of the roles) or
  // customers (holders of Kunde); gone after its last day.
  const news = block(
    source('features', 'news', 'seed.ts'),
    'export const DEMO_NEWS',
    'features/news/seed.ts',
  );
  const warehouse = source('features', 'news', 'seed.ts').match(/WAREHOUSE_ROLE = '([^']+)'/)?.[1];
  for (const entry of news.split(/\n {2}\{\n/).slice(1)) {
    const slug = entry.match(/slug: '([^']+)'/)?.[1];
    const title = entry.match(/title: '([^']+)'/)?.[1];
    const audience = entry.match(/audience: '([^']+)'/)?.[1];
    const roles = [...(entry.match(/roles: \[([^\]]*)\]/)?.[1] ?? '').matchAll(/[\w']+/g)].map(
      (m) => (m[0] === 'WAREHOUSE_ROLE' ? warehouse : m[0].replace(/'/g, '')),
    );
    const expires = entry.match(/expires_at: '([^']+)'/)?.[1] ?? null;
    if (!slug || !audience) throw new Error(`check-sets.mjs: cannot read a news item: ${entry}`);
    if (expires !== null && expires < referenceDate) continue;
    const visibleTo = new Set();
    for (const [who, asker] of Object.entries(ASKERS)) {
      const held = new Set(asker.roles);
      const reads =
        audience === 'customers'
          ? held.has('Kunde')
          : held.has('Personal') && (audience === 'staff' || roles.some((r) => held.has(r)));
      if (reads) visibleTo.add(who);
    }
    if (visibleTo.size) items.news.set(slug, { title, visibleTo });
  }

  // Colleagues: the directory lists verified, enabled, unblocked accounts holding Personal and
  // not Kunde (features/directory/store.ts).
  const accounts = block(source('seed', 'demo.ts'), 'export const DEMO_ACCOUNTS', 'seed/demo.ts');
  for (const entry of accounts.split(/\n {2}\{\n/).slice(1)) {
    const email = entry.match(/email: '([^']+)'/)?.[1];
    const roles = entry.match(/roles: \[([^\]]*)\]/)?.[1] ?? '';
    const listed =
      /ROLES\.personal/.test(roles) &&
      !/ROLES\.kunde/.test(roles) &&
      /verified: true/.test(entry) &&
      /enabled: true/.test(entry) &&
      !/blocked:/.test(entry);
    if (!email) throw new Error(`check-sets.mjs: cannot read a demo account: ${entry}`);
    if (!listed) continue;
    const name = `${entry.match(/firstname: '([^']+)'/)?.[1]} ${entry.match(/lastname: '([^']+)'/)?.[1]}`;
    items.colleague.set(email, {
      title: name,
      department: entry.match(/department: '([^']+)'/)?.[1],
      job_title: entry.match(/job_title: '([^']+)'/)?.[1],
      visibleTo: staffOnly,
    });
  }

  // Media: documents under domain/intranet, specifications, offers with prices.
  const catalogue = readFileSync(
    join(backend, 'features', 'media', 'seed', 'catalogue.ts'),
    'utf8',
  );
  const staffFiles = block(catalogue, 'const STAFF: FileSeed[]', 'catalogue.ts');
  for (const m of staffFiles.matchAll(/folder: '([^']+)',\s*name: '([^']+)'/g)) {
    if (!m[1].startsWith('domain/intranet')) continue;
    const path = `${m[1]}/${m[2]}`;
    items.document.set(path, { title: m[2].replace(/\.[a-z]+$/, ''), path, visibleTo: staffOnly });
  }

  const products = [
    ...block(catalogue, 'const PRODUCTS: Product[]', 'catalogue.ts').matchAll(
      /no: '(\d+)',\s*name: '([^']+)',\s*group: '([^']+)'/g,
    ),
  ].map((m) => ({ no: m[1], name: m[2], group: m[3] }));
  const specFolders = Object.fromEntries(
    [
      ...(catalogue.match(/const SPEC_FOLDER[\s\S]*?\n\};/)?.[0] ?? '').matchAll(
        /^\s*'?([^':\n]+?)'?: '([^']+)',$/gm,
      ),
    ].map((m) => [m[1], m[2]]),
  );
  for (const p of products) {
    const folder = specFolders[p.group];
    if (!folder) throw new Error(`check-sets.mjs: no specification folder for ${p.group}`);
    items.specification.set(p.no, {
      title: p.name,
      group: p.group,
      path: `${folder}/${p.no} ${p.name} – Spezifikation.pdf`,
      visibleTo: both,
    });
  }

  // Offers (catalogue.ts offerWeeks): four weeks of archive, the reference date's week and the
  // next; the flyer of a week lists every product whose index i has (7i + week) % 5 === 0.
  const day = new Date(`${referenceDate}T00:00:00Z`);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
  for (const offset of [-4, -3, -2, -1, 0, 1]) {
    const start = new Date(monday.getTime() + offset * 7 * DAY);
    const week = isoWeekOf(start);
    const name = `KW ${week} – Angebote ${weekRange(start)}.pdf`;
    const folder = `domain/angebote/mit_preise/${offset >= 0 ? 'aktuell' : 'archiv'}`;
    items.offer.set(offerId(offset), {
      title: `Angebote KW ${week}`,
      week,
      path: `${folder}/${name}`,
      products: products
        .filter((_, i) => (i * 7 + week) % 5 === 0)
        .slice(0, 12)
        .map((p) => p.no),
      visibleTo: both,
    });
  }

  for (const kind of KINDS) {
    if (items[kind].size === 0)
      throw new Error(`check-sets.mjs: no ${kind} found in the demo data`);
  }
  return items;
}

/** The intranet set as the bench uses it, and the demo items its ids name. */
export function loadIntranetSet() {
  const set = JSON.parse(readFileSync(join(here, 'intranet-queries.json'), 'utf8'));
  return { set, items: intranetItems(set.reference_date) };
}

function checkIntranetSet(errors) {
  const where = 'intranet-queries.json';
  const { set, items } = loadIntranetSet();
  if (set.corpus !== 'intranet') errors.push(`${where}: corpus is not "intranet"`);
  for (const field of ['written', 'reference_date']) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(set[field] ?? ''))
      errors.push(`${where}: "${field}" is no date`);
  }
  if (typeof set.notes !== 'string' || !set.notes) errors.push(`${where}: "notes" missing`);
  for (const [who, asker] of Object.entries(ASKERS)) {
    if (set.accounts?.[who] !== asker.email)
      errors.push(`${where}: accounts.${who} is not ${asker.email}`);
  }
  if (!Array.isArray(set.queries)) {
    errors.push(`${where}: "queries" is not a list`);
    return undefined;
  }

  const known = new Set(['q', 'as', 'class', 'expect', 'accept', 'forbid', 'dated', 'note']);
  const seen = new Set();
  for (const item of set.queries) {
    const label = `${where}: ${JSON.stringify(item.q)} (${item.as})`;
    for (const key of Object.keys(item))
      if (!known.has(key)) errors.push(`${label}: unknown field ${key}`);
    if (typeof item.q !== 'string' || !item.q.trim() || item.q !== item.q.trim())
      errors.push(`${label}: bad query text`);
    const key = `${String(item.q).toLowerCase()}\u0000${item.as}`;
    if (seen.has(key)) errors.push(`${label}: duplicate query`);
    seen.add(key);
    if (!(item.as in ASKERS)) errors.push(`${label}: "as" is neither staff nor customer`);
    if (!INTRANET_CLASSES.includes(item.class))
      errors.push(`${label}: unknown class ${item.class}`);
    if (item.note !== undefined && typeof item.note !== 'string') errors.push(`${label}: bad note`);
    if (item.dated !== undefined && item.dated !== true)
      errors.push(`${label}: "dated" is not true`);
    const expect = item.expect;
    const accept = item.accept ?? [];
    const forbid = item.forbid ?? [];
    if (!Array.isArray(expect) || !Array.isArray(accept) || !Array.isArray(forbid)) {
      errors.push(`${label}: "expect", "accept" and "forbid" must be lists`);
      continue;
    }
    for (const kind of forbid)
      if (!KINDS.includes(kind)) errors.push(`${label}: forbids unknown kind ${kind}`);
    const noAnswer = item.class === 'no-answer';
    if (noAnswer !== (expect.length === 0))
      errors.push(`${label}: "no-answer" must go with an empty "expect" list, and only with it`);
    if (noAnswer && accept.length)
      errors.push(`${label}: a no-answer query lists accepted results`);
    const ids = new Set();
    for (const result of [...expect, ...accept]) {
      const { kind, id } = result ?? {};
      const name = `${kind} ${JSON.stringify(id)}`;
      if (!KINDS.includes(kind) || typeof id !== 'string' || Object.keys(result).length !== 2) {
        errors.push(`${label}: bad result ${JSON.stringify(result)}`);
        continue;
      }
      if (ids.has(`${kind}:${id}`)) errors.push(`${label}: ${name} is named twice`);
      ids.add(`${kind}:${id}`);
      const found = items[kind].get(id);
      if (!found) errors.push(`${label}: no ${name} in the demo data`);
      else if (!found.visibleTo.has(item.as))
        errors.push(`${label}: the ${item.as} may not see ${name}`);
      if (forbid.includes(kind)) errors.push(`${label}: ${name} is of a forbidden kind`);
    }
  }

  const queries = set.queries;
  const count = (pred) => queries.filter(pred).length;
  const min = MINIMUM.intranet;
  const byKind = Object.fromEntries(
    KINDS.map((k) => [k, count((q) => (q.expect ?? []).some((r) => r?.kind === k))]),
  );
  const byClass = Object.fromEntries(INTRANET_CLASSES.map((c) => [c, count((q) => q.class === c)]));
  const byAs = Object.fromEntries(Object.keys(ASKERS).map((a) => [a, count((q) => q.as === a)]));
  const customerForbid = count((q) => q.as === 'customer' && (q.forbid ?? []).length > 0);
  if (queries.length < min.queries)
    errors.push(`${where}: ${queries.length} queries, fewer than ${min.queries}`);
  if (byClass['no-answer'] < min.noAnswer)
    errors.push(`${where}: ${byClass['no-answer']} no-answer queries, fewer than ${min.noAnswer}`);
  for (const c of INTRANET_CLASSES) {
    if (byClass[c] < min.perClass)
      errors.push(`${where}: ${byClass[c]} queries of class ${c}, fewer than ${min.perClass}`);
  }
  for (const k of KINDS) {
    if (byKind[k] < min.perKind[k])
      errors.push(`${where}: ${byKind[k]} queries expect a ${k}, fewer than ${min.perKind[k]}`);
  }
  if (byAs.customer < min.customer)
    errors.push(`${where}: ${byAs.customer} customer queries, fewer than ${min.customer}`);
  if (customerForbid < min.customerForbid)
    errors.push(
      `${where}: ${customerForbid} customer queries with "forbid", fewer than ${min.customerForbid}`,
    );
  return {
    queries: queries.length,
    byKind,
    byClass,
    byAs,
    customerForbid,
    customerNoAnswer: count((q) => q.as === 'customer' && q.class === 'no-answer'),
    dated: count((q) => q.dated),
  };
}

/** Checks all three sets; returns the problems found and a summary of each set. */
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

  const intranet = checkIntranetSet(errors);

  if (errors.length) return { errors };
  return {
    errors,
    wiki: summarise(wiki, (slug) => articles.get(slug)?.category ?? '?'),
    public: summarise(pub),
    intranet,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { errors, wiki, public: pub, intranet } = checkSets();
  if (errors.length) {
    for (const e of errors) console.error(e);
    process.exit(1);
  }
  const round = (o) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 10) / 10]));
  console.log(
    JSON.stringify(
      { wiki: { ...wiki, byCategory: round(wiki.byCategory) }, public: pub, intranet },
      null,
      2,
    ),
  );
}
