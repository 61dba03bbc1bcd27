// The blog's editor: the content editor's page (decisions 031, 046) with the blog's fields, its statuses
// (draft, review for writers who may not publish, published) and a preview as the website shows
// posts.
import { PostBody } from '~/features/blog';
import type { EditorFields, EditorKind } from '~/features/content-editor';
import { formatDate } from '~/platform/content/format';
import { BlogFields } from './BlogFields';
import { BLOG_IMAGE_BASE } from './words';

/** The post as the website will show it: head, banner and text (features/blog/BlogPost.tsx). */
function BlogPreview({ fields, html }: { fields: EditorFields; html: string }) {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(fields.date ?? '') ? fields.date! : '';
  return (
    <div className="mt-3 overflow-hidden rounded-xl border border-line">
      <div className="border-b border-line bg-gradient-to-b from-paper to-paper-dark px-4 py-8 sm:px-8">
        <p className="eyebrow">{fields.category}</p>
        <h2 className="mt-3 text-3xl leading-tight break-words sm:text-4xl">{fields.title}</h2>
        <p className="mt-5 text-lg text-ink-soft">{fields.description}</p>
        <p className="mt-5 text-sm text-ink-soft">
          {date && <time dateTime={date}>{formatDate(date)}</time>} ·{' '}
          {fields.byline || 'Redaktion Hallberg'}
        </p>
      </div>
      <PostBody
        picture={
          fields.banner_media_id
            ? {
                sources: {},
                img: { src: `${BLOG_IMAGE_BASE}${fields.banner_name}`, w: 1600, h: 1000 },
              }
            : null
        }
        alt={fields.banner_alt ?? ''}
        html={html}
      />
    </div>
  );
}

export const BLOG_EDITOR: EditorKind = {
  base: '/intern/blog',
  section: 'Blog',
  key: 'blog',
  words: {
    newTitle: 'Neuer Beitrag',
    created: 'Der Beitrag ist angelegt. Er ist ein Entwurf, bis er veröffentlicht wird.',
    theItem: 'den Beitrag',
    preview: 'Vorschau: so zeigt die Website den Beitrag.',
    noMoves:
      'Einen veröffentlichten Beitrag ändern und zurückziehen nur Kolleginnen und Kollegen mit dem Recht dazu – sprich sie an, wenn du etwas ändern möchtest.',
  },
  itemLink: () => undefined,
  viewLink: (p) =>
    p.status === 'published' ? { label: 'Beitrag ansehen', to: `/blog/${p.slug}` } : null,
  // A writer who may not publish submits for review; who publishes decides (issue 28, item 4).
  moves: (status, writer) => {
    if (!writer.publish)
      return status === 'draft'
        ? [{ to: 'review', label: 'Zur Prüfung einreichen', primary: true }]
        : status === 'review'
          ? [{ to: 'draft', label: 'Zurückziehen' }]
          : [];
    if (status === 'published') return [{ to: 'draft', label: 'Zurückziehen' }];
    return [
      { to: 'published', label: 'Veröffentlichen', primary: true },
      ...(status === 'review'
        ? [{ to: 'draft' as const, label: 'Zurückgeben', returns: true }]
        : []),
    ];
  },
  Fields: BlogFields,
  Preview: BlogPreview,
  linkWords: {
    linkLabel: 'Link auf einen Beitrag oder eine Adresse',
    placeholder: 'Titel eines Beitrags oder https://…',
  },
  imageBase: BLOG_IMAGE_BASE,
};
