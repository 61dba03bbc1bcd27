// What the intranet's one search indexes (issue 32, item 6), asked of the backend with the
// viewer's own session, so that the backend decides what the viewer may read, as on each kind's
// own page: the wiki's articles, the news addressed to them, the staff directory, the documents,
// the product specifications and the offer flyers with prices. A kind whose page the viewer may
// not open (the access table's rule, intranet/manifest.ts) is not asked for at all: a customer's
// index never holds a wiki article, a colleague or a staff document.
import {
  displayTitle,
  type DirectoryAnswer,
  type MediaItem,
  type NewsFeed,
  type Paginated,
  type User,
} from '@frischkontor/contract';
import type { ApiClient } from '@frischkontor/helium-client';
import { ApiError } from '@frischkontor/helium-client';
import { INTRANET_PAGES, type Audience } from '~/features/intranet';
import type { WikiContent } from '~/features/wiki/index.server';
import { formatDate, formatValidity } from '~/platform/content/format';
import { markdownText } from '~/platform/content/plain-text';
import { passesRoleRule } from '~/platform/guards/role-rules';
import type { IntranetKind } from './types';

/** One thing the search can find, with the words it is found by. */
export interface IntranetDocument {
  kind: IntranetKind;
  id: string;
  title: string;
  href: string;
  facts: string;
  /** Words that name it beside the title: tags, department, folder, article number. */
  keywords: string;
  description: string;
  text: string;
  /** How much it counts before any query (1 when left out): the current flyer above old ones. */
  prior?: number;
  /** A colleague's department and post, as a query names them (search.server.ts). */
  names?: string;
  /** The department a colleague works in, the category a wiki article lies in. */
  area?: string;
}

/** Where each kind is read in the intranet: its page's audience is the kind's. */
const PAGE_OF: Record<IntranetKind, string> = {
  wiki: '/intern/wiki',
  document: '/intern/dokumente',
  specification: '/intern/spezifikationen',
  offer: '/intern/angebote',
  news: '/intern/neuigkeiten',
  colleague: '/intern/mitarbeitende',
};

const audienceOf = (kind: IntranetKind): Audience =>
  INTRANET_PAGES.find((page) => page.path === PAGE_OF[kind])?.audience ?? 'personal';

/** The kinds this viewer may search: those whose page the access table lets them open. */
export function kindsFor(user: User): IntranetKind[] {
  return (Object.keys(PAGE_OF) as IntranetKind[]).filter((kind) => {
    const audience = audienceOf(kind);
    return audience === 'konto' || passesRoleRule(user, audience);
  });
}

/** The media library's folders of the three kinds of file. */
const FOLDERS = {
  document: 'domain/intranet',
  specification: 'domain/spezifikationen',
  offer: 'domain/angebote/mit_preise',
} as const;

/** Pages a folder is read in at most (100 files each), as the catalogues do. */
const MAX_PAGES = 10;

async function filesBelow(api: ApiClient, folder: string): Promise<MediaItem[]> {
  const items: MediaItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await api.get<Paginated<MediaItem>>(`/media/${folder}`, {
      files: 'all',
      size: 100,
      page,
      text: 1,
    });
    items.push(...(body.data ?? []));
    if (page >= body.meta.last_page) break;
  }
  return items;
}

/** A refusal of one kind leaves it out (the access table and the backend disagree): never an error. */
async function unlessRefused<T>(ask: () => Promise<T[]>): Promise<T[]> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return [];
    throw error;
  }
}

const folderWords = (item: MediaItem, root: string) =>
  item.src_path
    .slice(root.length + 1)
    .split('/')
    .slice(0, -1)
    .join(' ');

const extensionOf = (item: MediaItem) => String(item.meta?.extension ?? '').toUpperCase();

/** What a file of the document library is to people: something to download and print. */
const DOCUMENT_WORDS = 'Dokument Datei Download Ausdrucken Drucken Papier';

function documentOf(item: MediaItem): IntranetDocument {
  const folders = folderWords(item, FOLDERS.document);
  const extension = extensionOf(item);
  return {
    kind: 'document',
    id: item.src_path,
    title: displayTitle(item.name, item.details),
    href: item.cdn_path ?? '/intern/dokumente',
    facts: [folders.replaceAll(' ', ' › '), extension].filter(Boolean).join(' · '),
    keywords: `${folders} ${extension} ${DOCUMENT_WORDS} ${item.details?.tags?.join(' ') ?? ''}`,
    description: item.details?.description ?? '',
    text: item.text ?? '',
  };
}

function specificationOf(item: MediaItem): IntranetDocument {
  const d = item.details;
  const number = d?.article_no ?? '';
  return {
    kind: 'specification',
    id: number || item.src_path,
    title: displayTitle(item.name, d),
    href: item.cdn_path ?? '/intern/spezifikationen',
    facts: [number && `Art.-Nr. ${number}`, d?.category].filter(Boolean).join(' · '),
    keywords: [number, d?.category, 'Spezifikation Produktdatenblatt', ...(d?.allergens ?? [])]
      .filter(Boolean)
      .join(' '),
    description: d?.description ?? '',
    text: item.text ?? '',
  };
}

/**
 * Words for a flyer's place in time on `today`, as people ask for it („angebote nächste woche“,
 * „alte angebote“): the current one, the coming one, the last one that ended, the archive.
 */
function offerTime(
  item: MediaItem,
  today: string,
  ended: readonly string[],
): { words: string; prior: number } {
  const from = item.details?.valid_from ?? null;
  const until = item.details?.valid_until ?? null;
  if (until && until < today) {
    // How many flyers ended after this one: 0 for last week's.
    const age = ended.filter((other) => other > until).length;
    return {
      words: `${age === 0 ? 'letzte vorige vergangene Woche' : ''} Archiv alte ältere frühere abgelaufene`,
      // The archive by age: last week's flyer before the one before, and so on.
      prior: Math.max(0.5, 0.8 - 0.05 * age),
    };
  }
  if (from && from > today)
    return { words: 'nächste kommende Woche Vorschau demnächst', prior: 0.9 };
  return { words: 'aktuell aktuelle diese Woche jetzt heute gültig', prior: 1 };
}

function offerOf(item: MediaItem, today: string, ended: readonly string[]): IntranetDocument {
  const d = item.details;
  const range = formatValidity(d?.valid_from ?? null, d?.valid_until ?? null);
  const time = offerTime(item, today, ended);
  return {
    kind: 'offer',
    id: item.src_path,
    title: displayTitle(item.name, d),
    href: item.cdn_path ?? '/intern/angebote',
    facts: range ? `gültig ${range}` : 'Angebotsflyer',
    keywords: `Angebote Angebotsflyer Flyer Wochenangebote ${time.words} ${d?.tags?.join(' ') ?? ''}`,
    description: d?.description ?? '',
    text: item.text ?? '',
    prior: time.prior,
  };
}

function newsOf(feed: NewsFeed): IntranetDocument[] {
  return feed.items
    .filter((item) => !item.expired && item.status === 'published')
    .map((item) => ({
      kind: 'news' as const,
      id: item.slug,
      title: item.title,
      href: `/intern/neuigkeiten/${item.slug}`,
      facts: item.date ? `vom ${formatDate(item.date)}` : '',
      keywords: item.tags.join(' '),
      description: item.description,
      text: markdownText(item.body ?? ''),
    }));
}

/**
 * The words a person's function is also asked by: a department as people name it
 * („Personalabteilung“), a lead as the post („Schichtleiterin“ → Schichtleitung).
 */
function functionWords(department: string | null, jobTitle: string | null): string {
  const words: string[] = [];
  if (department && /^\p{L}+$/u.test(department)) words.push(`${department}abteilung`);
  for (const word of (jobTitle ?? '').split(/[^\p{L}]+/u))
    if (/leiter(in)?$/i.test(word)) words.push(word.replace(/leiter(in)?$/i, 'leitung'));
  return words.join(' ');
}

function colleaguesOf(answer: DirectoryAnswer): IntranetDocument[] {
  return answer.data.map((person) => ({
    kind: 'colleague' as const,
    id: person.email,
    title: person.name,
    href: `/intern/mitarbeitende?q=${encodeURIComponent(person.name)}`,
    facts: [person.job_title, person.department, person.location].filter(Boolean).join(' · '),
    keywords: [
      person.salutation,
      person.department && `Abteilung ${person.department}`,
      person.job_title,
      person.location && `Standort ${person.location}`,
      functionWords(person.department, person.job_title),
      person.phone_extension && `Durchwahl Telefon ${person.phone_extension}`,
      person.mobile && `Handy Mobil ${person.mobile}`,
    ]
      .filter(Boolean)
      .join(' '),
    ...(person.department ? { area: person.department } : {}),
    names: [person.department, person.job_title, functionWords(person.department, person.job_title)]
      .filter(Boolean)
      .join(' '),
    description: person.articles.length
      ? `Ansprechpartner für ${person.articles.map((a) => a.title).join(', ')}`
      : '',
    // How to reach them, as the snippet shows it.
    text: [
      person.phone_extension && `Durchwahl ${person.phone_extension}`,
      person.phone && `Telefon ${person.phone}`,
      person.mobile && `Mobil ${person.mobile}`,
      person.email,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}

function wikiOf(wiki: WikiContent): IntranetDocument[] {
  return wiki.articles
    .filter((entry) => !entry.meta.draft)
    .map((entry) => ({
      kind: 'wiki' as const,
      id: entry.slug,
      title: entry.meta.title,
      href: `/intern/wiki/${entry.slug}`,
      facts: entry.meta.category,
      area: entry.meta.category,
      keywords: entry.meta.keywords.join(' '),
      description: entry.meta.description,
      text: `${entry.content.headings.map((h) => h.text).join(' ')} ${entry.content.text}`,
    }));
}

export interface Sources {
  api: ApiClient;
  kinds: readonly IntranetKind[];
  /** The wiki as this viewer reads it (only asked for when the viewer reads the wiki). */
  wiki: () => Promise<WikiContent>;
  /** The day in Hamburg: which flyer is current. */
  today: string;
}

/** Everything this viewer may find, asked of the backend (in parallel). */
export async function intranetDocuments({
  api,
  kinds,
  wiki,
  today,
}: Sources): Promise<IntranetDocument[]> {
  const wants = (kind: IntranetKind) => kinds.includes(kind);
  const parts = await Promise.all([
    wants('wiki') ? wiki().then(wikiOf) : [],
    wants('news')
      ? unlessRefused(async () =>
          newsOf((await api.get<{ data: NewsFeed }>('/news', { body: 1 })).data),
        )
      : [],
    wants('colleague')
      ? unlessRefused(async () => colleaguesOf(await api.get<DirectoryAnswer>('/directory')))
      : [],
    wants('document')
      ? unlessRefused(async () => (await filesBelow(api, FOLDERS.document)).map(documentOf))
      : [],
    wants('specification')
      ? unlessRefused(async () =>
          (await filesBelow(api, FOLDERS.specification)).map(specificationOf),
        )
      : [],
    wants('offer')
      ? unlessRefused(async () => {
          const flyers = await filesBelow(api, FOLDERS.offer);
          const ended = flyers
            .map((f) => f.details?.valid_until ?? '')
            .filter((until) => until && until < today);
          return flyers.map((f) => offerOf(f, today, ended));
        })
      : [],
  ]);
  return parts.flat();
}
