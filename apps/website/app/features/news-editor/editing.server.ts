// The news' writing side (decision 051): the content editor and history on the news' API
// (`/api/news`), for staff with `app.news.write`; everyone else gets the 404 of an address that
// does not exist.
import {
  hamburgDay,
  newsFieldsOf,
  PERMISSIONS,
  type WikiArticleData,
} from '@frischkontor/contract';
import {
  editAction,
  editLoader,
  historyAction,
  historyLoader,
  type EditCollection,
} from '~/features/content-editor/index.server';
import type { EditableArticle } from '~/features/content-editor';
import { NEWS_BASE } from '~/features/news';
import { audienceText } from '~/features/news/index.server';
import { formatDate } from '~/platform/content/format';
import { renderMarkdownFull } from '~/platform/content/markdown.server';

/** An item as the news' API answers writers. */
type Item = WikiArticleData & { date: string | null; fields: Record<string, unknown> | null };

function editable(entry: WikiArticleData): EditableArticle {
  const item = entry as Item;
  const fields = newsFieldsOf(item.fields);
  return {
    slug: item.slug,
    title: item.title,
    status: item.status,
    version: item.version,
    updated_at: item.updated_at,
    updated_by: item.updated_by,
    submitted: item.submitted ?? null,
    fields: {
      title: item.title,
      slug: item.slug,
      date: item.date ?? '',
      audience: fields.audience,
      roles: fields.roles.join(','),
      pinned: item.pinned ? '1' : '',
      expires_at: fields.expires_at ?? '',
      body: item.body,
    },
  };
}

const NEWS_EDITING: EditCollection = {
  base: NEWS_BASE,
  api: '/news/posts',
  images: '/news/images',
  write: PERMISSIONS.newsWrite,
  publish: PERMISSIONS.newsWrite,
  words: {
    newTitle: 'Neue Mitteilung',
    description: 'Eine Mitteilung für Mitarbeitende oder Kunden schreiben.',
    unavailable:
      'Die Mitteilungen sind gerade nicht erreichbar. Dein Text ist nicht verloren: Er steht weiter im Editor. Bitte versuche es gleich noch einmal.',
    gone: 'Diese Mitteilung gibt es nicht mehr, oder du darfst sie nicht mehr bearbeiten. Dein Text steht weiter im Editor.',
  },
  fieldNames: ['title', 'slug', 'date', 'audience', 'roles', 'pinned', 'expires_at'],
  errorFields: {
    title: 'title',
    slug: 'slug',
    date: 'date',
    pinned: 'pinned',
    fields: 'audience',
    'fields.audience': 'audience',
    'fields.roles': 'roles',
    'fields.expires_at': 'expires_at',
  },
  fieldLabels: { date: 'Datum', pinned: 'Oben anheften', fields: 'Für wen und bis wann' },
  // Whom it is for and until when, in words (the stored JSON means nothing to a writer).
  fieldText(field, value) {
    if (field !== 'fields' || !value || typeof value !== 'object') return undefined;
    const fields = newsFieldsOf(value as Record<string, unknown>);
    const until = fields.expires_at ? `bis ${formatDate(fields.expires_at)}` : 'ohne Ablauf';
    return `${audienceText(fields)} · ${until}`;
  },
  editable,
  saveBody: (f, created) => ({
    ...(created && f.slug?.trim() ? { slug: f.slug.trim() } : {}),
    title: f.title,
    date: f.date ?? '',
    pinned: f.pinned === '1',
    fields: {
      audience: f.audience || 'staff',
      roles: (f.roles ?? '').split(',').filter(Boolean),
      expires_at: f.expires_at ?? '',
    },
    body: f.body,
  }),
  preview: async (body) => renderMarkdownFull(body).html,
  async page(_api, read) {
    const roles = await read<string[]>('/news/roles');
    return {
      blank: {
        title: '',
        slug: '',
        date: hamburgDay(new Date()),
        audience: 'staff',
        roles: '',
        pinned: '',
        expires_at: '',
        body: '',
      },
      links: [],
      choices: { roles },
    };
  },
  forget: () => {},
};

export const newsEditLoader = editLoader(NEWS_EDITING);
export const newsEditAction = editAction(NEWS_EDITING);
export const newsHistoryLoader = historyLoader(NEWS_EDITING);
export const newsHistoryAction = historyAction(NEWS_EDITING);
