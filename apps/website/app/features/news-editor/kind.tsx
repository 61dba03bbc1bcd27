// The news editor: the content editor's page (decisions 031, 046) with the news' fields, its
// statuses (draft, published) and a preview as readers see an item.
import type { EditorFields, EditorKind } from '~/features/content-editor';
import { NEWS_BASE } from '~/features/news';
import { formatDate } from '~/platform/content/format';
import { NewsFields } from './NewsFields';

function NewsPreview({ fields, html }: { fields: EditorFields; html: string }) {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(fields.date ?? '') ? fields.date! : '';
  return (
    <div className="mt-3 rounded-xl border border-line bg-white p-4 sm:p-6">
      {date && (
        <p className="text-sm text-ink-soft">
          <time dateTime={date}>{formatDate(date)}</time>
        </p>
      )}
      <h2 className="mt-2 text-3xl break-words">{fields.title}</h2>
      <div className="prose-content mt-4 min-w-0" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

export const NEWS_EDITOR: EditorKind = {
  base: NEWS_BASE,
  section: 'Mitteilungen',
  key: 'news',
  words: {
    newTitle: 'Neue Mitteilung',
    created: 'Die Mitteilung ist angelegt. Sie ist ein Entwurf, bis sie veröffentlicht wird.',
    theItem: 'die Mitteilung',
    preview: 'Vorschau: so lesen sie alle, für die sie bestimmt ist.',
    noMoves: 'Den Status dieser Mitteilung kannst du nicht ändern.',
    publishNote:
      'Beim Veröffentlichen bekommen alle, für die sie bestimmt ist und die Mitteilungen beobachten, eine Benachrichtigung – wer es so eingestellt hat, zehn Minuten später auch per E-Mail. „Zurückziehen“ nimmt ungelesene Benachrichtigungen und noch nicht versandte E-Mails zurück.',
  },
  itemLink: (a) => (a.status === 'published' ? `${NEWS_BASE}/${a.slug}` : undefined),
  viewLink: (a) =>
    a.status === 'published' ? { label: 'Mitteilung ansehen', to: `${NEWS_BASE}/${a.slug}` } : null,
  moves: (status) =>
    status === 'published'
      ? [{ to: 'draft', label: 'Zurückziehen' }]
      : [{ to: 'published', label: 'Veröffentlichen', primary: true }],
  Fields: NewsFields,
  Preview: NewsPreview,
};
