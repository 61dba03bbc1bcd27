// The intranet's one search (issue 32, item 6): wiki, documents, specifications, offers, news and
// colleagues in one ranked list, German-aware (the engine of platform/search, as the wiki's and
// the public site's searches), each kind as the viewer may read it (documents.server.ts).
// One index per access group (roles and permissions, decision 009), built from what the backend
// answered a viewer of that group, kept while the wiki's content version and the day stay the
// same, and for at most a minute beside them: news, files and the directory have no version of
// their own, so a minute old index answers while the next one is built (decision 056).
import type { User } from '@frischkontor/contract';
import type { RouterContextProvider } from 'react-router';
import { followWikiVersion, wikiFor } from '~/features/wiki/index.server';
import { backendFor } from '~/platform/api/session.server';
import { hamburgDay } from '~/platform/content/format';
import { accessGroup } from '~/platform/page-store/kept-pages.server';
import {
  fold,
  germanIndex,
  type GermanIndex,
  type SearchHit,
  typos,
} from '~/platform/search/german.server';
import { intranetDocuments, kindsFor, type IntranetDocument } from './documents.server';
import { holidayNames } from './holidays';
import type { IntranetHit, IntranetKind, IntranetResults } from './types';

/** How long an index answers before the next is built in the background. */
export const FRESH_MS = 60_000;
/** Access groups kept per process, as the wiki keeps them. */
const MAX_GROUPS = 50;

/**
 * Words people type for what the intranet's kinds call otherwise, beside the wiki's synonyms
 * that wiki admins keep (decision 034): the offers, data sheets, forms and the directory.
 */
export const INTRANET_SYNONYMS: string[][] = [
  ['angebot', 'angebote', 'aktionspreise', 'sonderangebote', 'wochenangebote', 'preisliste'],
  ['spezifikation', 'produktdatenblatt', 'datenblatt', 'produktspezifikation'],
  ['durchwahl', 'telefonnummer', 'nummer', 'rufnummer'],
  ['handy', 'handynummer', 'mobilnummer', 'mobil'],
  ['formular', 'vordruck', 'zettel', 'schein'],
  ['vorlage', 'muster', 'template'],
  ['hr', 'personal', 'personalabteilung', 'personalwesen'],
  ['qs', 'qualitaetssicherung'],
  ['fibu', 'buchhaltung', 'finanzbuchhaltung'],
  ['mhd', 'mindesthaltbarkeit', 'mindesthaltbarkeitsdatum', 'haltbarkeit'],
  ['protokoll', 'mitschrift', 'niederschrift'],
  ['besprechung', 'meeting'],
];

/**
 * Words that name a kind („formular“, „vorlage“, „datenblatt“, „flyer“): a query with one of
 * them asks for that kind first, as „wer“ asks for a person. The words stay in the query. The
 * kind's main words are recognised with one typo too („wochenangbote“), from seven letters up.
 */
const KIND_WORDS: [IntranetKind, RegExp, string[]][] = [
  [
    'document',
    /(formular|vordruck|vorlage|zettel|liste|dokument)\p{L}{0,2}(?=$|[^\p{L}])|(^|[^\p{L}])(pdf|datei|ausdrucken|drucken|papier)(?=$|[^\p{L}])/iu,
    ['formular', 'formulare', 'vordruck', 'vorlage', 'vorlagen', 'dokument', 'dokumente'],
  ],
  [
    'specification',
    /(^|[^\p{L}])(spezifikation\p{L}*|datenblatt|produktdatenblatt|allergen\p{L}*|zutaten)(?=$|[^\p{L}])/iu,
    ['spezifikation', 'spezifikationen', 'datenblatt', 'produktdatenblatt', 'allergene'],
  ],
  [
    'offer',
    /(^|[^\p{L}])(flyer|angebotsflyer|wochenangebot\p{L}*|aktionspreis\p{L}*)(?=$|[^\p{L}])/iu,
    ['angebotsflyer', 'wochenangebot', 'wochenangebote', 'aktionspreise'],
  ],
  [
    'news',
    /(^|[^\p{L}])(mitteilung\p{L}*|neuigkeit\p{L}*|news)(?=$|[^\p{L}])/iu,
    ['mitteilung', 'mitteilungen', 'neuigkeit', 'neuigkeiten'],
  ],
];

/** The kinds a query names, by a kind word as written or typed with one typo. */
function kindsNamed(query: string): Set<IntranetKind> {
  const long = foldedWords(query).filter((word) => word.length >= 7);
  return new Set(
    KIND_WORDS.filter(
      ([, pattern, words]) =>
        pattern.test(query) || long.some((typed) => words.some((w) => typos(typed, w) <= 1)),
    ).map(([kind]) => kind),
  );
}
const KIND_BOOST = 5;

interface Built {
  index: GermanIndex;
  documents: Map<string, IntranetDocument>;
  /** The words that name the colleagues' departments and posts, folded. */
  peopleWords: ReadonlySet<string>;
}

const foldedWords = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .map(fold);

/**
 * Whether the query names a department or a post of a colleague („hr“, „personalabteilung“,
 * „schichtleitung“), itself or by a synonym: it asks for people, as „wer“ does.
 */
function namesPeople(query: string, peopleWords: ReadonlySet<string>): boolean {
  // „Servicetechnikerin“ names the post „Servicetechniker/in“.
  const masculine = (word: string) => word.replace(/(?<=.{3}er)(in|innen)$/, '');
  return foldedWords(query)
    .map(masculine)
    .some(
      (word) =>
        peopleWords.has(word) ||
        INTRANET_SYNONYMS.some(
          (group) => group.includes(word) && group.some((other) => peopleWords.has(other)),
        ),
    );
}

interface Held {
  key: string;
  builtAt: number;
  built: Promise<Built>;
  next?: Promise<void>;
}

const groups = new Map<string, Held>();

const keyOf = (d: Pick<IntranetDocument, 'kind' | 'id'>) => `${d.kind}:${d.id}`;

/** The index over these documents (exported for tests and the bench). */
export function intranetIndex(
  documents: readonly IntranetDocument[],
  synonyms: readonly (readonly string[])[] = [],
): Built {
  const index = germanIndex(
    documents.map((d) => ({
      id: keyOf(d),
      fields: {
        title: d.title,
        keywords: d.keywords,
        description: d.description,
        text: d.text,
        // What a date is called („31.12.“ is Silvester): in the title as the title's words, in
        // the text below the words it says.
        titleDays: holidayNames(d.title),
        days: holidayNames(`${d.description} ${d.text}`),
      },
      text: d.text || d.description || d.facts,
      // A wiki article's keywords read well before its text; other kinds' are words to find
      // them by (a colleague's „Abteilung Lager“), not to show.
      lead: (d.kind === 'wiki' ? [d.description, d.keywords] : [d.description]).filter(Boolean),
      compounds: `${d.title} ${d.keywords}`,
      tags: { kind: d.kind },
      ...(d.prior ? { prior: d.prior } : {}),
    })),
    {
      boost: { title: 5, titleDays: 3, keywords: 3, description: 2, text: 1, days: 1 },
      synonyms: [...INTRANET_SYNONYMS, ...synonyms.map((group) => [...group])],
      attributes: {
        title: 1,
        titleDays: 1,
        keywords: 1,
        description: 0.85,
        text: 0.7,
        days: 0.6,
        parts: 0.6,
      },
    },
  );
  const peopleWords = new Set(
    documents.filter((d) => d.kind === 'colleague').flatMap((d) => foldedWords(d.names ?? '')),
  );
  return { index, documents: new Map(documents.map((d) => [keyOf(d), d])), peopleWords };
}

/**
 * Words that ask for a person („wer macht die Lohnabrechnung“, „jemand vom Marketing“,
 * „Ansprechpartner QS“): the staff directory's entries count more for such a query.
 */
const PERSON_WORDS =
  /(^|[^\p{L}])(wer|wen|wem|jemand|jemanden|ansprechpartner\p{L}*|ansprechperson|kontakt|zuständig\p{L}*|zustaendig\p{L}*)(?=$|[^\p{L}])/giu;
const PERSON_BOOST = 5;

/**
 * A query that asks for a person, without the words that ask: they say who is wanted, not what
 * about („qualitätssicherung ansprechpartner“ → qualitätssicherung), unless nothing else is left.
 */
function personQuery(query: string): string | null {
  if (!query.match(PERSON_WORDS)) return null;
  const rest = query.replace(PERSON_WORDS, '$1').trim();
  return rest || query;
}

/** A query's results in one index: the ranked hits, or suggestions when nothing answers. */
export function searchIndex(
  { index, documents, peopleWords }: Built,
  query: string,
  { limit = 20, kind }: { limit?: number; kind?: IntranetKind | null } = {},
): IntranetResults {
  const person = personQuery(query);
  const asked = kindsNamed(query);
  const names = person !== null || namesPeople(query, peopleWords);
  const boost = (tags: Record<string, unknown>) =>
    tags.kind === 'colleague' && names
      ? PERSON_BOOST
      : asked.has(tags.kind as IntranetKind)
        ? KIND_BOOST
        : 1;
  const found = index.search(person ?? query, {
    limit,
    filter: kind ? (tags) => tags.kind === kind : undefined,
    ...(names || asked.size ? { boost } : {}),
  });
  const hits = (person !== null && !kind ? peopleOfTopic(found.hits, documents) : found.hits).slice(
    0,
    limit,
  );
  const toHit = ({ id, snippet }: SearchHit): IntranetHit => {
    const d = documents.get(id)!;
    return { kind: d.kind, id: d.id, title: d.title, href: d.href, facts: d.facts, snippet };
  };
  return { hits: hits.map(toHit), similar: found.similar.map(toHit) };
}

/** The words of a department or category, folded, with the synonyms („HR“ → personal). */
function areaWords(area: string): Set<string> {
  const words = foldedWords(area);
  return new Set(
    words.flatMap((word) => INTRANET_SYNONYMS.find((group) => group.includes(word)) ?? [word]),
  );
}

/**
 * „Wer macht die Lohnabrechnung?“ asks for the people of the topic, not for the article about
 * it: when no colleague answers the question itself, the colleagues of the department the best
 * wiki article's category names („HR / Buchhaltung“ → Personal, Buchhaltung, in that order)
 * come first.
 */
function peopleOfTopic(hits: SearchHit[], documents: Map<string, IntranetDocument>): SearchHit[] {
  const top = hits.slice(0, 3).map((h) => documents.get(h.id)!);
  if (top[0]?.kind === 'colleague') return hits;
  const topic = top.find((d) => d.kind === 'wiki')?.area;
  if (!topic) return hits;
  const rank = (d: IntranetDocument) => {
    if (d.kind !== 'colleague' || !d.area) return -1;
    const own = areaWords(d.area);
    return foldedWords(topic).findIndex((word) =>
      (INTRANET_SYNONYMS.find((group) => group.includes(word)) ?? [word]).some((w) => own.has(w)),
    );
  };
  const people = [...documents.values()]
    .filter((d) => rank(d) >= 0)
    .sort((a, b) => rank(a) - rank(b))
    .map((d) => ({ id: keyOf(d), score: 0, snippet: [{ text: d.facts, match: false }] }));
  if (!people.length) return hits;
  const ids = new Set(people.map((p) => p.id));
  return [...people, ...hits.filter((h) => !ids.has(h.id))];
}

export interface IntranetViewer {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}

async function build(viewer: IntranetViewer, kinds: IntranetKind[], today: string) {
  const api = backendFor(viewer.request, viewer.context);
  const wiki = kinds.includes('wiki') ? wikiFor(viewer) : null;
  const documents = await intranetDocuments({
    api,
    kinds,
    wiki: () => wiki!,
    today,
  });
  return intranetIndex(documents, wiki ? (await wiki).synonyms : []);
}

/** This viewer's group's index: built once per group, content version and day. */
async function indexFor(viewer: IntranetViewer): Promise<Built> {
  const kinds = kindsFor(viewer.user);
  const today = hamburgDay();
  const version = kinds.includes('wiki')
    ? await followWikiVersion(backendFor(viewer.request, viewer.context))
    : '';
  const key = `${version}|${today}|${kinds.join(',')}`;
  const group = accessGroup(viewer.user);
  const held = groups.get(group);
  if (held?.key === key) {
    if (Date.now() - held.builtAt > FRESH_MS && !held.next) {
      // The held index answers until the next one is there.
      const next = build(viewer, kinds, today);
      held.next = next.then(
        () => {
          if (groups.get(group) === held)
            groups.set(group, { key, builtAt: Date.now(), built: next });
        },
        () => {
          held.next = undefined;
        },
      );
    }
    return held.built;
  }
  const entry: Held = { key, builtAt: Date.now(), built: build(viewer, kinds, today) };
  groups.delete(group);
  groups.set(group, entry);
  if (groups.size > MAX_GROUPS) groups.delete(groups.keys().next().value!);
  entry.built.catch(() => {
    if (groups.get(group) === entry) groups.delete(group);
  });
  return entry.built;
}

/** What this viewer finds for `query`: only what they may read. */
export async function searchIntranet(
  viewer: IntranetViewer,
  query: string,
  options: { limit?: number; kind?: IntranetKind | null } = {},
): Promise<IntranetResults> {
  return searchIndex(await indexFor(viewer), query, options);
}

/** The kinds this viewer searches, in the groups' order (for the page's filter). */
export { kindsFor };

/** For tests: forget every group's index. */
export function resetIntranetSearch(): void {
  groups.clear();
}
