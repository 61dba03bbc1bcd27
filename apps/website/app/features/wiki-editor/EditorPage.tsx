// The editor page for a new or an existing article or post: fields, the rich editor (or
// Markdown in a textarea), preview in the reader's rendering, autosave, the workflow and
// conflicts. What differs between the wiki and the blog is their EditorKind.
import { WIKI_STATUS_LABELS, type WikiStatus } from '@frischkontor/contract';
import { Field, Panel } from '@frischkontor/design';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { formatDateTime } from '~/platform/content/format';
import { ViewLink } from './HistoryPage';
import { LeaveGuard } from './LeaveGuard';
import { EDITOR_MESSAGES } from './messages';
import { TITLE_AT_LOAD } from './revalidate';
import { TextEditor } from './TextEditor';
import type {
  Conflict,
  EditableArticle,
  EditorActionResult,
  EditorFields,
  EditorKind,
  ImageUpload,
  LinkTarget,
  Writer,
} from './types';

type Fields = EditorFields;

const same = (a: Fields, b: Fields) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '') === (b[k] ?? ''));
};

const NO_CHANGES = EDITOR_MESSAGES.noChanges;

/** Autosave of a draft this long after the last keystroke. */
const AUTOSAVE_MS = 4000;

/** The status as a small coloured label. */
export function StatusBadge({ status }: { status: WikiStatus }) {
  const tone =
    status === 'published'
      ? 'bg-herb-50 text-herb-800'
      : status === 'review'
        ? 'bg-brand-50 text-brand-800'
        : 'bg-paper-dark text-ink';
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold ${tone}`}>
      {WIKI_STATUS_LABELS[status]}
    </span>
  );
}

/** The workflow's buttons: what this writer may do from this status. */
function Workflow({
  kind,
  article,
  writer,
  dirty,
}: {
  kind: EditorKind;
  article: EditableArticle;
  writer: Writer;
  dirty: boolean;
}) {
  const fetcher = useFetcher<EditorActionResult>({ key: `${kind.key}-status` });
  const noteId = useId();
  const [note, setNote] = useState('');
  const result = fetcher.data;
  const error = result && !result.ok ? result : null;
  const noteError = error && 'fields' in error ? error.fields?.note : undefined;
  const s = article.status;
  const moves = kind.moves(s, writer);
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.ok) setNote('');
  }

  return (
    <Panel id="status" title="Status" headingClassName="text-xl" className="card">
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span>Jetzt:</span> <StatusBadge status={article.status} />
      </p>
      {s === 'review' && article.submitted && (
        <div className="mt-3 rounded-lg bg-paper-dark p-3 text-sm">
          <p>
            Eingereicht von {article.submitted.by?.name ?? 'unbekannt'} am{' '}
            <time dateTime={article.submitted.at}>{formatDateTime(article.submitted.at)}</time>
            {article.submitted.comment ? ' mit dem Kommentar:' : ', ohne Kommentar.'}
          </p>
          {article.submitted.comment && (
            <blockquote className="mt-1 border-l-4 border-line pl-3 break-words">
              „{article.submitted.comment}“
            </blockquote>
          )}
        </div>
      )}
      {s === 'review' && writer.publish && (
        <p className="mt-2 text-sm text-ink-soft">
          Prüfe den Text und veröffentliche ihn – oder gib ihn mit einem Kommentar zurück.
        </p>
      )}
      {moves.length === 0 && <p className="mt-2 text-sm">{kind.words.noMoves}</p>}
      <fetcher.Form method="post" className="mt-3 space-y-3" hidden={moves.length === 0}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="version" value={article.version} />
        <div>
          <label htmlFor={noteId} className="block font-semibold">
            Kommentar{' '}
            <span className="font-normal text-ink-soft">
              {s === 'review' && writer.publish ? '(beim Zurückgeben Pflicht)' : '(optional)'}
            </span>
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={2}
            className="input mt-1 w-full"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={!!noteError}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
          />
          {noteError && (
            <p id={`${noteId}-error`} className="mt-1 text-sm text-brand-800">
              {noteError}
            </p>
          )}
        </div>
        {dirty && (
          <p className="text-sm text-ink-soft">
            Speichere zuerst deine Änderungen, dann ändere den Status.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {moves.map((m) => (
            <button
              key={`${m.to}-${m.label}`}
              type="submit"
              name="status"
              value={m.to}
              disabled={dirty || fetcher.state !== 'idle'}
              onClick={(e) => {
                const form = e.currentTarget.form;
                const flag = form?.querySelector<HTMLInputElement>('input[name="return"]');
                if (flag) flag.value = m.returns ? '1' : '';
              }}
              className={`btn btn-sm ${m.primary ? 'btn-primary' : 'btn-secondary'}`}
            >
              {m.label}
            </button>
          ))}
        </div>
        <input type="hidden" name="return" value="" />
      </fetcher.Form>
      <p role="status" className="mt-2 text-sm">
        {result?.ok && result.intent === 'status' ? result.message : ''}
      </p>
      {error && (
        <p role="alert" className="alert alert-error mt-2">
          {error.message}
        </p>
      )}
    </Panel>
  );
}

function ConflictPanel({
  theItem,
  conflict,
  onKeepMine,
  onTakeTheirs,
  onMerge,
}: {
  theItem: string;
  conflict: Conflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onMerge: () => void;
}) {
  const who = conflict.current.updated_by?.name ?? 'Jemand anderes';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" aria-labelledby="konflikt-titel" className="alert alert-error mt-6">
      <h2 id="konflikt-titel" ref={heading} tabIndex={-1} className="text-xl font-bold">
        Nicht gespeichert: {who} hat {theItem} inzwischen geändert
      </h2>
      <p className="mt-2">
        {who} hat am {formatDateTime(conflict.current.updated_at)} Version{' '}
        {conflict.current.version} gespeichert. Deine Fassung beruht auf einer älteren Version. Dein
        Text ist nicht verloren – entscheide, welche Fassung gilt, oder führe beide von Hand
        zusammen.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="min-w-0">
          <h3 className="font-semibold">Deine Fassung</h3>
          <pre className="mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-white p-3 text-sm whitespace-pre-wrap text-ink">
            {conflict.yours.body}
          </pre>
        </div>
        <div className="min-w-0">
          <h3 className="font-semibold">
            Gespeicherte Fassung von {who} (Version {conflict.current.version})
          </h3>
          <pre className="mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-white p-3 text-sm whitespace-pre-wrap text-ink">
            {conflict.current.fields.body}
          </pre>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={onKeepMine}>
          Meine Fassung speichern
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onTakeTheirs}>
          Fassung von {who} übernehmen
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onMerge}>
          Von Hand zusammenführen
        </button>
      </div>
    </section>
  );
}

/** Uploads a picture with its required alt text; `onDone` gets where it is and its media id. */
export function ImageForm({
  fetcherKey,
  title = 'Bild einfügen',
  submit = 'Hochladen und einfügen',
  onDone,
  onClose,
}: {
  fetcherKey: string;
  title?: string;
  submit?: string;
  onDone: (src: string, alt: string, id: number | null) => void;
  onClose: () => void;
}) {
  const fetcher = useFetcher<EditorActionResult>({ key: fetcherKey });
  const result = fetcher.data;
  const handled = useRef<EditorActionResult | undefined>(undefined);
  useEffect(() => {
    if (result && result !== handled.current && result.ok && result.intent === 'image') {
      handled.current = result;
      onDone(result.src, result.alt, result.id);
    }
  }, [result, onDone]);
  const errors = result && !result.ok && 'fields' in result ? (result.fields ?? {}) : {};
  return (
    <Panel id={fetcherKey} title={title} headingClassName="text-lg" className="card mt-4">
      <fetcher.Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="image" />
        <Field label="Bild (PNG, JPEG, WebP oder GIF)" required error={errors.file}>
          {(p) => (
            <input
              {...p}
              type="file"
              name="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="block w-full"
            />
          )}
        </Field>
        <Field
          label="Bildbeschreibung (Alternativtext)"
          required
          error={errors.alt}
          hint="Was zeigt das Bild? Wer es nicht sehen kann, bekommt diesen Text vorgelesen."
        >
          {(p) => <input {...p} name="alt" className="input mt-1 w-full" />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={fetcher.state !== 'idle'}
          >
            {fetcher.state !== 'idle' ? 'Wird hochgeladen …' : submit}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            Abbrechen
          </button>
        </div>
        {result && !result.ok && (
          <p role="alert" className="text-sm text-brand-800">
            {result.message}
          </p>
        )}
      </fetcher.Form>
    </Panel>
  );
}

export function EditorPage({
  kind,
  article: loaded,
  writer,
  blank,
  links,
  choices,
  created,
}: {
  kind: EditorKind;
  article: EditableArticle | null;
  writer: Writer;
  /** The fields of a new one. */
  blank: Fields;
  links: LinkTarget[];
  choices: Record<string, string[]>;
  created: boolean;
}) {
  const navigate = useNavigate();
  const ids = useId();
  const bodyLabel = `${ids}-text`;
  const storageKey = `${kind.key}-entwurf:${loaded?.slug ?? 'neu'}`;
  const [article, setArticle] = useState(loaded);
  /** What the server holds: the base of "unsaved changes". */
  const [saved, setSaved] = useState<Fields>(() => loaded?.fields ?? blank);
  const [fields, setFields] = useState<Fields>(saved);
  const [mode, setMode] = useState<'rich' | 'markdown'>('rich');
  const [richFailed, setRichFailed] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [note, setNote] = useState('');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [reference, setReference] = useState<Conflict['current'] | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const [backup, setBackup] = useState<{ fields: Fields; at: string } | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(
    created
      ? {
          kind: 'ok',
          text: kind.words.created,
        }
      : null,
  );
  const save = useFetcher<EditorActionResult>({ key: `${kind.key}-save` });
  const preview = useFetcher<EditorActionResult>({ key: `${kind.key}-preview` });
  const [submitted, setSubmitted] = useState<Fields | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const insertImage = useRef<((src: string, alt: string) => void) | null>(null);

  const dirty = !same(fields, saved);
  const editable = !!article;
  const isDraft = article?.status === 'draft';

  // A copy in the browser after every change: a closed tab or a lost connection loses nothing.
  // Offered back when the page opens (read after hydration: the server has no such copy).
  useEffect(() => {
    const t = setTimeout(() => {
      try {
        const raw = localStorage.getItem(storageKey);
        if (!raw) return;
        const kept = JSON.parse(raw) as { fields: Fields; at: string };
        if (!same(kept.fields, saved)) setBackup(kept);
        else localStorage.removeItem(storageKey);
      } catch {
        /* no storage: nothing to offer */
      }
    });
    return () => clearTimeout(t);
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!dirty || backup) return;
    const t = setTimeout(() => {
      try {
        localStorage.setItem(storageKey, JSON.stringify({ fields, at: new Date().toISOString() }));
      } catch {
        /* full or blocked storage: the server copy still counts */
      }
    }, 500);
    return () => clearTimeout(t);
  }, [fields, dirty, backup, storageKey]);

  const submitSave = useCallback(
    (version: number | undefined, saveNote: string) => {
      setSubmitted(fields);
      const form = new FormData();
      form.set('intent', 'save');
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (version !== undefined) form.set('version', String(version));
      if (loaded) form.set(TITLE_AT_LOAD, loaded.title);
      form.set('note', saveNote);
      void save.submit(form, { method: 'post' });
    },
    [fields, save, loaded],
  );

  /** „Speichern“ (button or Strg+S): an unchanged text writes no version. */
  const saveNow = () => {
    if (article && !dirty) {
      setMessage({ kind: 'ok', text: NO_CHANGES });
      return;
    }
    submitSave(article?.version, note);
  };

  // Strg+S (⌘S) saves wherever the focus is, instead of the browser's „Seite speichern“.
  const saveShortcut = useRef(saveNow);
  saveShortcut.current = saveNow;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveShortcut.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Autosave of drafts: a few seconds after the last change, never during a conflict.
  useEffect(() => {
    if (!editable || !isDraft || !dirty || conflict || save.state !== 'idle') return;
    if (!fields.title.trim() || message?.kind === 'error') return;
    const t = setTimeout(
      () => submitSave(article!.version, 'Automatisch gespeichert'),
      AUTOSAVE_MS,
    );
    return () => clearTimeout(t);
  }, [editable, isDraft, dirty, conflict, save.state, fields, article, submitSave, message]);

  // The answer to a save (handled while rendering, once per answer).
  const [handled, setHandled] = useState<EditorActionResult | undefined>(undefined);
  const result = save.state === 'idle' ? save.data : undefined;
  if (result && result !== handled) {
    setHandled(result);
    if (result.ok && result.intent === 'save') {
      const now = submitted ?? fields;
      const unchanged = !!article && result.article.version === article.version;
      setArticle(result.article);
      setSaved(now);
      setReference(null);
      setNote('');
      setMessage({
        kind: 'ok',
        text: unchanged
          ? NO_CHANGES
          : `Gespeichert am ${formatDateTime(result.article.updated_at)} (Version ${result.article.version}).`,
      });
    } else if (!result.ok && 'conflict' in result) {
      setConflict(result.conflict);
      setMessage(null);
    } else if (!result.ok) {
      setMessage({ kind: 'error', text: `Nicht gespeichert. ${result.message}` });
    }
  }
  // Saved as it stands: the browser's copy is no longer needed.
  useEffect(() => {
    if (dirty || backup) return;
    try {
      localStorage.removeItem(storageKey);
    } catch {
      /* no storage */
    }
  }, [dirty, backup, storageKey]);

  // A status change answers with the article's new version.
  const status = useFetcher<EditorActionResult>({ key: `${kind.key}-status` });
  const [moved, setMoved] = useState(status.data);
  if (status.data !== moved) {
    setMoved(status.data);
    if (status.data?.ok && status.data.intent === 'status') setArticle(status.data.article);
  }

  const change = (patch: Record<string, string>) => {
    setFields((f) => ({ ...f, ...patch }));
    if (message?.kind === 'error') setMessage(null);
  };

  const upload = useMemo<ImageUpload>(
    () => ({
      open: () => setImageOpen(true),
      attach: (insert) => {
        insertImage.current = insert;
        return () => {
          if (insertImage.current === insert) insertImage.current = null;
        };
      },
    }),
    [],
  );

  const onImage = useCallback(
    (src: string, alt: string) => {
      setImageOpen(false);
      if (mode === 'rich' && !richFailed && insertImage.current) {
        insertImage.current(src, alt);
        return;
      }
      const el = area.current;
      const at = el?.selectionStart ?? fields.body.length;
      const md = `\n\n![${alt.replace(/[[\]]/g, '')}](${src})\n\n`;
      change({ body: `${fields.body.slice(0, at)}${md}${fields.body.slice(at)}` });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mode, richFailed, fields.body],
  );

  function reload(next: Fields) {
    setFields(next);
    setEditorKey((k) => k + 1);
  }

  const error = save.data && !save.data.ok && 'fields' in save.data ? (save.data.fields ?? {}) : {};
  const saving = save.state !== 'idle';
  const saveLabel = saving ? 'Wird gespeichert …' : article ? 'Speichern' : 'Als Entwurf anlegen';
  // What is true now: a change typed after a save outranks that save's message.
  const saveState = saving
    ? 'Wird gespeichert …'
    : dirty
      ? isDraft
        ? 'Ungespeicherte Änderungen – werden gleich automatisch gespeichert.'
        : 'Ungespeicherte Änderungen.'
      : message?.kind === 'ok'
        ? message.text
        : '';
  const title = article ? `${article.title} bearbeiten` : kind.words.newTitle;

  return (
    <main className="wiki-edit">
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: kind.section, to: kind.base },
          ...(article ? [{ label: article.title, to: kind.itemLink(article) }] : []),
          { label: article ? 'Bearbeiten' : kind.words.newTitle },
        ]}
      />
      <h1 className="mt-4 text-3xl break-words sm:text-4xl">{title}</h1>
      <LeaveGuard unsaved={dirty && !conflict && save.state === 'idle'} />
      {article && (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <StatusBadge status={article.status} />
          <span>
            Zuletzt bearbeitet
            {article.updated_by ? ` von ${article.updated_by.name}` : ''} am{' '}
            <time dateTime={article.updated_at}>{formatDateTime(article.updated_at)}</time> (Version{' '}
            {article.version})
          </span>
          <Link to={`${kind.base}/${article.slug}/versionen`} className="link">
            Versionen
          </Link>
          <ViewLink kind={kind} article={article} />
        </p>
      )}

      {backup && (
        <div role="alert" className="alert alert-info mt-6">
          <p>
            In diesem Browser liegt eine nicht gespeicherte Fassung vom {formatDateTime(backup.at)}.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => {
                reload(backup.fields);
                setBackup(null);
              }}
            >
              Diese Fassung wiederherstellen
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => {
                localStorage.removeItem(storageKey);
                setBackup(null);
              }}
            >
              Verwerfen
            </button>
          </div>
        </div>
      )}

      {conflict && (
        <ConflictPanel
          theItem={kind.words.theItem}
          conflict={conflict}
          onKeepMine={() => {
            const version = conflict.current.version;
            setArticle((a) => (a ? { ...a, version } : a));
            setConflict(null);
            submitSave(version, note || 'Konflikt: eigene Fassung übernommen');
          }}
          onTakeTheirs={() => {
            const current = conflict.current;
            const next = current.fields;
            setArticle(current);
            setSaved(next);
            reload(next);
            setConflict(null);
            setMessage({ kind: 'ok', text: `Du siehst jetzt Version ${current.version}.` });
          }}
          onMerge={() => {
            const current = conflict.current;
            setArticle(current);
            setSaved(current.fields);
            setReference(current);
            setMode('markdown');
            setConflict(null);
          }}
        />
      )}

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <kind.Fields
            fields={fields}
            change={change}
            errors={error}
            created={!article}
            choices={choices}
          />

          <div>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id={bodyLabel} className="text-xl font-semibold">
                Text
              </h2>
              <div role="group" aria-label="Ansicht" className="flex flex-wrap gap-1.5">
                <button
                  type="button"
                  className="btn btn-sm btn-secondary"
                  aria-pressed={tab === 'write'}
                  onClick={() => setTab('write')}
                >
                  Schreiben
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-secondary"
                  aria-pressed={tab === 'preview'}
                  onClick={() => {
                    setTab('preview');
                    void preview.submit(
                      { intent: 'preview', body: fields.body },
                      { method: 'post' },
                    );
                  }}
                >
                  Vorschau
                </button>
                {!richFailed && tab === 'write' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    aria-pressed={mode === 'markdown'}
                    onClick={() => {
                      setMode(mode === 'rich' ? 'markdown' : 'rich');
                      setEditorKey((k) => k + 1);
                    }}
                  >
                    Markdown
                  </button>
                )}
              </div>
            </div>
            {richFailed && (
              <p role="status" className="alert alert-info mt-2">
                Der Editor mit Formatierung konnte nicht geladen werden. Du schreibst jetzt in
                Markdown – dein Text bleibt derselbe.
              </p>
            )}
            {error.body && (
              <p className="mt-2 text-sm text-brand-800" id={`${bodyLabel}-error`}>
                {error.body}
              </p>
            )}
            <div className="mt-2" hidden={tab !== 'write'}>
              {reference && (
                <div className="mb-3">
                  <h3 className="font-semibold">
                    Zum Vergleich: Version {reference.version} von{' '}
                    {reference.updated_by?.name ?? 'jemand anderem'}
                  </h3>
                  <textarea
                    readOnly
                    aria-label={`Version ${reference.version}, nur zum Lesen`}
                    className="input mt-1 h-48 w-full font-mono text-sm"
                    value={reference.fields.body}
                  />
                </div>
              )}
              {(mode === 'markdown' || richFailed) && (
                <div className="mb-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-secondary"
                    onClick={() => setImageOpen(true)}
                  >
                    Bild einfügen
                  </button>
                </div>
              )}
              <TextEditor
                id={`${ids}-md`}
                labelledBy={bodyLabel}
                value={fields.body}
                onChange={(body) => change({ body })}
                mode={mode}
                generation={editorKey}
                onRichFailed={() => setRichFailed(true)}
                links={links}
                linkWords={kind.linkWords}
                imageBase={kind.imageBase}
                upload={upload}
                areaRef={area}
              />
              {imageOpen && (
                <ImageForm
                  fetcherKey={`${kind.key}-image`}
                  onDone={onImage}
                  onClose={() => setImageOpen(false)}
                />
              )}
            </div>
            {tab === 'preview' && (
              <div className="mt-2 rounded-xl border border-line bg-white p-4" aria-live="polite">
                <p className="text-sm text-ink-soft">{kind.words.preview}</p>
                {preview.state !== 'idle' || !preview.data ? (
                  <p className="mt-3">Die Vorschau wird erstellt …</p>
                ) : preview.data.ok && preview.data.intent === 'preview' ? (
                  kind.Preview ? (
                    <kind.Preview fields={fields} html={preview.data.html} />
                  ) : (
                    <div
                      className="prose-content mt-3 min-w-0"
                      dangerouslySetInnerHTML={{ __html: preview.data.html }}
                    />
                  )
                ) : (
                  <p role="alert" className="mt-3">
                    Die Vorschau konnte nicht erstellt werden. Dein Text ist nicht verloren.
                  </p>
                )}
              </div>
            )}
          </div>
          {/* Where the side card is below the text (narrower than xl), the save action stays in
              reach at the bottom of the window while the text is in view. */}
          <div className="sticky bottom-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line bg-paper/95 py-3 backdrop-blur xl:hidden">
            <button
              type="button"
              className="btn btn-primary"
              disabled={saving}
              onClick={saveNow}
              aria-keyshortcuts="Control+S"
            >
              {saveLabel}
            </button>
            <span className="min-w-0 text-sm break-words" aria-hidden="true">
              {saving ? (
                'Speichert …'
              ) : dirty ? (
                <>
                  Noch nicht gespeichert
                  <span className="pointer-coarse:hidden"> · Strg + S speichert</span>.
                </>
              ) : article ? (
                'Alles gespeichert.'
              ) : (
                ''
              )}
            </span>
          </div>
        </div>

        {/* The column stays in view as a whole: a sticky save card alone slid over the status. */}
        <div className="space-y-4 xl:sticky xl:top-below-header xl:self-start">
          <section className="card" aria-labelledby={`${ids}-save`}>
            <h2 id={`${ids}-save`} className="text-xl font-semibold">
              Speichern
            </h2>
            <Field
              label="Änderungsnotiz"
              hint="Was hast du geändert? Erscheint in den Versionen."
              className="mt-3"
            >
              {(p) => (
                <input
                  {...p}
                  className="input mt-1 w-full"
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              )}
            </Field>
            {/* Below xl the save bar under the text has the button (one at a time). */}
            <button
              type="button"
              className="btn btn-primary mt-3 hidden w-full xl:inline-flex"
              disabled={saving}
              onClick={saveNow}
              aria-keyshortcuts="Control+S"
            >
              {saveLabel}
            </button>
            <p role="status" aria-live="polite" className="mt-2 text-sm">
              {saveState}
            </p>
            {message?.kind === 'error' && (
              <p role="alert" className="alert alert-error mt-2 text-sm">
                {message.text}
              </p>
            )}
            {article && (
              <button
                type="button"
                className="btn btn-ghost btn-sm mt-2"
                onClick={() => navigate(`${kind.base}/${article.slug}/versionen`)}
              >
                Versionen ansehen
              </button>
            )}
          </section>
          {article && <Workflow kind={kind} article={article} writer={writer} dirty={dirty} />}
        </div>
      </div>
    </main>
  );
}
