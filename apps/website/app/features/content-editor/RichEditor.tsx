// The rich Markdown editor (Tiptap, decision 031). A chunk of its own: only the editor page
// loads it, and only in the browser; if it fails, the page falls back to the plain textarea.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { isSafeHref } from '~/platform/content/link-schemes';
import { caretPosition } from './caret';
import { CALLOUT_KINDS, editorExtensions, WIKI_IMAGE_BASE, type CalloutKind } from './extensions';
import type { ImageUpload, LinkTarget, LinkWords } from './types';
import './editor.css';

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="min-h-10 min-w-10 rounded-md border border-line bg-white px-2 text-sm font-semibold hover:bg-paper-dark aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 disabled:opacity-50"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** What the link field says: the wiki's articles by default. */
const WIKI_LINK_WORDS: LinkWords = {
  linkLabel: 'Link auf einen Artikel oder eine Adresse',
  placeholder: 'Titel eines Artikels oder https://…',
};

function LinkForm({
  editor,
  links,
  words: { linkLabel, placeholder },
  onClose,
}: {
  editor: Editor;
  links: LinkTarget[];
  words: LinkWords;
  onClose: () => void;
}) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const byTitle = new Map(links.map((a) => [a.title, a.href]));

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const target = byTitle.get(href.trim()) ?? href.trim();
    if (!target) return;
    // Inserting text with a link mark skips Tiptap's own check, so the form asks first.
    if (!isSafeHref(target)) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      const title = links.find((a) => a.href === target)?.title ?? target;
      chain
        .insertContent({
          type: 'text',
          text: title,
          marks: [{ type: 'link', attrs: { href: target } }],
        })
        .run();
    } else chain.extendMarkRange('link').setLink({ href: target }).run();
    onClose();
  }

  return (
    <form
      onSubmit={apply}
      className="mt-2 flex flex-wrap items-end gap-2 rounded-lg bg-paper-dark p-3"
    >
      <div className="min-w-0 flex-[1_1_16rem]">
        <label htmlFor={id} className="block text-sm font-semibold">
          {linkLabel}
        </label>
        <input
          ref={input}
          id={id}
          className="input mt-1 w-full"
          list={`${id}-artikel`}
          value={href}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-fehler` : undefined}
          onChange={(e) => {
            setHref(e.target.value);
            setRefused(false);
          }}
          onKeyDown={(e) => e.key === 'Escape' && onClose()}
          placeholder={placeholder}
        />
        <datalist id={`${id}-artikel`}>
          {links.map((a) => (
            <option key={a.href} value={a.title} />
          ))}
        </datalist>
        {refused && (
          <p id={`${id}-fehler`} role="alert" className="mt-1 text-sm font-semibold text-brand-800">
            Diese Adresse kann kein Link werden. Erlaubt sind Seiten dieser Website und Adressen mit
            https://, mailto: oder tel:.
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-sm">
        Link setzen
      </button>
      {editor.isActive('link') && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Link entfernen
        </button>
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
        Abbrechen
      </button>
    </form>
  );
}

const NOTHING_ACTIVE = {
  h2: false,
  h3: false,
  bold: false,
  italic: false,
  bullet: false,
  ordered: false,
  link: false,
  table: false,
  callout: '' as CalloutKind | '',
};

/** What the textarea held when the rich editor took over; `caret` null if it had no focus. */
export interface TakenOver {
  text: string;
  caret: number | null;
}

export default function RichEditor({
  initial,
  onChange,
  takeOver,
  links,
  linkWords = WIKI_LINK_WORDS,
  imageBase = WIKI_IMAGE_BASE,
  upload,
  labelledBy,
}: {
  initial: string;
  onChange: (markdown: string) => void;
  /**
   * Called once the editor is on the page: hands over the textarea it replaces (text and caret
   * as they are now) and shows the editor in its place, all in this one task.
   */
  takeOver?: () => TakenOver | null;
  links: LinkTarget[];
  linkWords?: LinkWords;
  /** Where `images/<name>` is on screen. */
  imageBase?: string;
  /** Where pictures come from; without it the editor offers none (job ads). */
  upload?: ImageUpload;
  labelledBy: string;
}) {
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: editorExtensions([], imageBase),
    content: initial,
    contentType: 'markdown',
    immediatelyRender: false,
    // The CSP allows no injected <style>; editor.css holds the rules.
    injectCSS: false,
    editorProps: {
      attributes: {
        class: 'prose-content wiki-editor-content min-h-[50vh] max-w-none p-4 focus:outline-none',
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    // Without the empty paragraph Tiptap keeps at the end for typing after a table or box.
    onUpdate: ({ editor }) => changed.current(editor.getMarkdown().replace(/\s+$/, '')),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e && {
        h2: e.isActive('heading', { level: 2 }),
        h3: e.isActive('heading', { level: 3 }),
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        bullet: e.isActive('bulletList'),
        ordered: e.isActive('orderedList'),
        link: e.isActive('link'),
        table: e.isActive('table'),
        callout: (e.isActive('callout') ? (e.getAttributes('callout').kind as CalloutKind) : '') as
          CalloutKind | '',
      },
  });
  useEffect(
    () => upload?.attach((src, alt) => editor?.chain().focus().setImage({ src, alt }).run()),
    [editor, upload],
  );
  // After EditorContent has put the editor's view into the page (its effect runs first).
  const taken = useRef(false);
  const handOver = useRef(takeOver);
  handOver.current = takeOver;
  useEffect(() => {
    if (!editor || taken.current) return;
    taken.current = true;
    const from = handOver.current?.();
    if (!from) return;
    if (from.text !== initial) {
      editor.commands.setContent(from.text, { contentType: 'markdown', emitUpdate: false });
      // What was typed into the textarea before the hand-over (before hydration, or before its
      // change had rendered) is news to the form: without this, „Speichern“ found nothing changed.
      changed.current(from.text);
    }
    if (from.caret !== null) {
      editor.commands.focus(caretPosition(editor.state.doc, from.text, from.caret), {
        scrollIntoView: false,
      });
      // Tiptap moves the DOM focus only at the next frame; a key pressed before it would reach
      // nothing (CI saw one letter lost): the view takes the focus now, in this same task.
      editor.view.focus();
    }
    // `initial` is what the editor was made with; later changes come from its own updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  if (!editor) return <p className="p-4 text-ink-soft">Der Editor wird geladen …</p>;
  // The selector's first answer comes with the first transaction.
  const state = active ?? NOTHING_ACTIVE;
  const run = () => editor.chain().focus();

  return (
    <div className="wiki-editor rounded-xl border border-line bg-white">
      {/* Under the site's sticky header, never beneath it (its height: --spacing-header). */}
      <div className="sticky top-[calc(var(--spacing-header)+1px)] z-10 rounded-t-xl border-b border-line bg-white p-2">
        <div role="toolbar" aria-label="Formatierung" className="flex flex-wrap gap-1.5">
          <ToolButton
            label="Überschrift"
            active={state.h2}
            onClick={() => run().toggleHeading({ level: 2 }).run()}
          >
            Überschrift
          </ToolButton>
          <ToolButton
            label="Unterüberschrift"
            active={state.h3}
            onClick={() => run().toggleHeading({ level: 3 }).run()}
          >
            Unterüberschrift
          </ToolButton>
          <ToolButton label="Fett" active={state.bold} onClick={() => run().toggleBold().run()}>
            <b>F</b>
          </ToolButton>
          <ToolButton
            label="Kursiv"
            active={state.italic}
            onClick={() => run().toggleItalic().run()}
          >
            <i>K</i>
          </ToolButton>
          <ToolButton
            label="Aufzählung"
            active={state.bullet}
            onClick={() => run().toggleBulletList().run()}
          >
            •
          </ToolButton>
          <ToolButton
            label="Nummerierte Liste"
            active={state.ordered}
            onClick={() => run().toggleOrderedList().run()}
          >
            Nummerierte Liste
          </ToolButton>
          <ToolButton
            label="Link"
            active={state.link}
            onClick={() => setPanel(panel === 'link' ? null : 'link')}
          >
            Link
          </ToolButton>
          <ToolButton
            label="Tabelle einfügen"
            disabled={state.table}
            onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          >
            Tabelle
          </ToolButton>
          {upload && (
            <ToolButton label="Bild einfügen" onClick={() => upload.open()}>
              Bild
            </ToolButton>
          )}
          <label className="sr-only" htmlFor={`${labelledBy}-callout`}>
            Hinweisbox
          </label>
          <select
            id={`${labelledBy}-callout`}
            className="min-h-10 rounded-md border border-line bg-white px-2 text-sm"
            value={state.callout}
            onChange={(e) => {
              const kind = e.target.value as CalloutKind | '';
              if (kind) run().setCallout(kind).run();
              else run().unsetCallout().run();
            }}
          >
            <option value="">Hinweisbox: keine</option>
            {Object.entries(CALLOUT_KINDS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                Hinweisbox „{label}“
              </option>
            ))}
          </select>
        </div>
        {state.table && (
          <div role="toolbar" aria-label="Tabelle" className="mt-1.5 flex flex-wrap gap-1.5">
            <ToolButton label="Zeile darunter einfügen" onClick={() => run().addRowAfter().run()}>
              Zeile darunter
            </ToolButton>
            <ToolButton label="Spalte rechts einfügen" onClick={() => run().addColumnAfter().run()}>
              Spalte rechts
            </ToolButton>
            <ToolButton label="Zeile löschen" onClick={() => run().deleteRow().run()}>
              Zeile löschen
            </ToolButton>
            <ToolButton label="Spalte löschen" onClick={() => run().deleteColumn().run()}>
              Spalte löschen
            </ToolButton>
            <ToolButton label="Tabelle löschen" onClick={() => run().deleteTable().run()}>
              Tabelle löschen
            </ToolButton>
          </div>
        )}
        {panel === 'link' && (
          <LinkForm
            editor={editor}
            links={links}
            words={linkWords}
            onClose={() => setPanel(null)}
          />
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
