// The wiki as a collection of the content engine (decisions 022, 046), served by the collection
// router under BACKEND_PREFIX/wiki (docs/backend-contract.md#wiki): articles under `/articles`,
// read by staff only (everyone else gets 404), within the limits of their category and their
// own visibility; tags, pinning, reserved addresses, review with its queue and the author told
// of a decision, pictures of its own folder. Whoever may not read an article gets 404, exactly
// as for an address that does not exist.
import {
  PERMISSIONS,
  WIKI_CATEGORIES,
  WIKI_STATUS_LABELS,
  WIKI_STATUSES,
  WIKI_VERSION_HEADER,
} from '@frischkontor/contract';
import { ValidationError } from '../../http/errors';
import { oneOf } from '../../http/validation';
import {
  canRead,
  guarded,
  reviewQueueRoutes,
  visibilityOf,
  withinVisibility,
  type Collection,
} from '../content';
import { categoryLimits, requireWikiReader } from './categories';
import { checkInput, freeSlug, ownParts } from './input';
import { WIKI_MESSAGES } from './messages';
import { tellAuthor, tellPublishers, tellWatchers } from './notify';
import { pictureUploadRoutes } from './picture-upload';
import { createInput, RESERVED_SLUGS, statusInput, updateInput } from './schema';

export const WIKI: Collection = {
  path: '/articles',
  permissions: { write: PERMISSIONS.wikiWrite, publish: PERMISSIONS.wikiPublish },
  statuses: WIKI_STATUSES,
  statusLabels: WIKI_STATUS_LABELS,
  publicStatuses: ['published'],
  statusNotes: {},
  versionHeader: WIKI_VERSION_HEADER,
  messages: {
    stale: WIKI_MESSAGES.stale,
    mayNotWrite: WIKI_MESSAGES.mayNotWrite,
    mayNotEdit: WIKI_MESSAGES.mayNotEdit,
    slugTaken: WIKI_MESSAGES.slugTaken,
    created: 'Wiki-Artikel angelegt',
    changed: 'Wiki-Artikel geändert',
    statusChanged: 'Wiki-Status geändert',
    restored: 'Wiki-Version wiederhergestellt',
  },
  logKey: 'article',
  inputs: { create: createInput, update: updateInput, status: statusInput },
  filters: {
    category: oneOf('Kategorie', WIKI_CATEGORIES).optional(),
    status: oneOf('Status', WIKI_STATUSES).optional(),
  },
  // By title, as the store lists them.
  sort: null,
  address(slug) {
    if (RESERVED_SLUGS.has(slug)) throw new ValidationError({ slug: [WIKI_MESSAGES.slugReserved] });
    return slug;
  },

  reader: ({ ctx }, req, res) => requireWikiReader(ctx, req, res),
  mayRead: (reader, article) => canRead(reader, guarded(article)),
  // Readers too read the history; text written while the article was in a limited category or
  // limited itself keeps that limit.
  revisionsFor: (reader) => (revision) =>
    withinVisibility(reader, {
      category: revision.category,
      visibility: visibilityOf(revision.visibility),
    }),
  checkInput,
  ownParts,
  freeSlug,
  // The author hears of a publisher's decision; on review, the publishers who may read it.
  async statusChanged({ ctx, settings, nudgeMail }, { from, to, entry, actorId, note }) {
    await tellAuthor(ctx, settings, nudgeMail, {
      from,
      to,
      article: entry,
      actorId,
      comment: note,
    });
    if (to === 'review')
      await tellPublishers(ctx, settings, nudgeMail, {
        article: entry,
        actorId,
        comment: note || null,
        limits: await categoryLimits(ctx.db),
      });
  },
  // Those who watch the article or its category hear of a new or changed article.
  async published({ ctx, settings, nudgeMail, store }, { entry, actorId, first }) {
    const by = (await store.people([actorId])).get(actorId)?.name ?? 'Jemand';
    await tellWatchers(ctx, settings, nudgeMail, { article: entry, actorId, first, by });
  },
  routes(router, { ctx, store, library }) {
    reviewQueueRoutes(router, ctx, store, {
      requireReader: (req, res) => requireWikiReader(ctx, req, res),
      mayNotReview: WIKI_MESSAGES.mayNotReview,
    });
    pictureUploadRoutes(router, ctx, library);
  },
};
