// The editor page for a new or an existing entry of any collection (wiki article, blog post):
// fields, the text (TextPanel), autosave, the browser's copy, the workflow and conflicts. What
// differs between the collections is their EditorKind.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { formatDateTime } from '~/platform/content/format';
import { BrowserCopyNotice, sameFields, useBrowserCopy } from './browser-copy';
import { ConflictPanel } from './ConflictPanel';
import { LeaveGuard } from './LeaveGuard';
import { EDITOR_MESSAGES } from './messages';
import { TITLE_AT_LOAD } from './revalidate';
import { useSaveShortcut } from './save-shortcut';
import { SaveBar, SaveCard } from './SaveControls';
import { StatusBadge } from './StatusBadge';
import { TextPanel, type EditorMode } from './TextPanel';
import type {
  Conflict,
  EditableArticle,
  EditorActionResult,
  EditorFields,
  EditorKind,
  LinkTarget,
  Writer,
} from './types';
import { ViewLink } from './ViewLink';
import { Workflow } from './Workflow';

type Fields = EditorFields;

const NO_CHANGES = EDITOR_MESSAGES.noChanges;

/** Autosave of a draft this long after the last keystroke. */
const AUTOSAVE_MS = 4000;

export function EditorPage({
  kind,
  article: loaded,
  writer,
  blank,
  links,
  choices,
  created,
  aside,
}: {
  kind: EditorKind;
  article: EditableArticle | null;
  writer: Writer;
  /** The fields of a new one. */
  blank: Fields;
  links: LinkTarget[];
  choices: Record<string, string[]>;
  created: boolean;
  /** A card of the collection's own below its fields (the wiki's „Prüfen bis“). */
  aside?: ReactNode;
}) {
  const navigate = useNavigate();
  const ids = useId();
  const bodyLabel = `${ids}-text`;
  const storageKey = `${kind.key}-entwurf:${loaded?.slug ?? 'neu'}`;
  const [article, setArticle] = useState(loaded);
  /** What the server holds: the base of "unsaved changes". */
  const [saved, setSaved] = useState<Fields>(() => loaded?.fields ?? blank);
  const [fields, setFields] = useState<Fields>(saved);
  const [mode, setMode] = useState<EditorMode>('rich');
  const [editorKey, setEditorKey] = useState(0);
  const [note, setNote] = useState('');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [reference, setReference] = useState<Conflict['current'] | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(
    created
      ? {
          kind: 'ok',
          text: kind.words.created,
        }
      : null,
  );
  const save = useFetcher<EditorActionResult>({ key: `${kind.key}-save` });
  const [submitted, setSubmitted] = useState<{ fields: Fields; note: string } | null>(null);
  /**
   * A save is under way from the moment it is sent, before the page shows it: Strg+S or a click
   * that comes as the autosave goes would otherwise send the same version again and conflict
   * with the person's own autosave. Such a save waits for the one under way (`queued`).
   */
  const underWay = useRef(false);
  const [queued, setQueued] = useState(false);

  const dirty = !sameFields(fields, saved);
  const editable = !!article;
  const isDraft = article?.status === 'draft';
  const browserCopy = useBrowserCopy(storageKey, fields, saved, dirty);
  const { backup } = browserCopy;

  const submitSave = useCallback(
    (version: number | undefined, saveNote: string) => {
      underWay.current = true;
      setSubmitted({ fields, note: saveNote });
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
    if (underWay.current || save.state !== 'idle') {
      setQueued(true);
      return;
    }
    if (article && !dirty) {
      setMessage({ kind: 'ok', text: NO_CHANGES });
      return;
    }
    submitSave(article?.version, note);
  };
  useSaveShortcut(saveNow);

  // Autosave of drafts a few seconds after the last change, and a save asked for while another
  // was under way as soon as that one is done (on the version it made); never in a conflict.
  useEffect(() => {
    if (!editable || !dirty || conflict || save.state !== 'idle') return;
    if (!queued && (!isDraft || !fields.title.trim() || message?.kind === 'error')) return;
    const t = setTimeout(
      () => {
        if (underWay.current) return;
        setQueued(false);
        submitSave(article!.version, queued ? note : 'Automatisch gespeichert');
      },
      queued ? 0 : AUTOSAVE_MS,
    );
    return () => clearTimeout(t);
  }, [
    editable,
    isDraft,
    dirty,
    conflict,
    save.state,
    fields,
    article,
    submitSave,
    message,
    queued,
    note,
  ]);
  useEffect(() => {
    if (save.state === 'idle') underWay.current = false;
  }, [save.state]);

  // The answer to a save (handled while rendering, once per answer).
  const [handled, setHandled] = useState<EditorActionResult | undefined>(undefined);
  const result = save.state === 'idle' ? save.data : undefined;
  if (result && result !== handled) {
    setHandled(result);
    if (result.ok && result.intent === 'save') {
      const unchanged = !!article && result.article.version === article.version;
      setArticle(result.article);
      setSaved(submitted?.fields ?? fields);
      setReference(null);
      // The note goes with the save that carried it, not with an autosave in between.
      if (submitted?.note === note) setNote('');
      // A save asked for meanwhile has nothing left to do if this one took everything.
      if (queued && sameFields(fields, submitted?.fields ?? fields)) setQueued(false);
      setMessage({
        kind: 'ok',
        text: unchanged
          ? NO_CHANGES
          : `Gespeichert am ${formatDateTime(result.article.updated_at)} (Version ${result.article.version}).`,
      });
    } else if (!result.ok && 'conflict' in result) {
      setQueued(false);
      setConflict(result.conflict);
      setMessage(null);
    } else if (!result.ok) {
      setQueued(false);
      setMessage({ kind: 'error', text: `Nicht gespeichert. ${result.message}` });
    }
  }
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

  function reload(next: Fields) {
    setFields(next);
    setEditorKey((k) => k + 1);
  }

  const error = save.data && !save.data.ok && 'fields' in save.data ? (save.data.fields ?? {}) : {};
  const saving = save.state !== 'idle';
  const saveLabel = saving ? 'Wird gespeichert …' : article ? 'Speichern' : 'Als Entwurf anlegen';
  const saveControl = { saving, saveNow, label: saveLabel };
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
        <BrowserCopyNotice
          backup={backup}
          onRestore={() => {
            reload(backup.fields);
            browserCopy.taken();
          }}
          onDiscard={browserCopy.discard}
        />
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
          {/* Beside the fields, not in the sticky column: that one stays within the window. */}
          {article && aside}

          <TextPanel
            kind={kind}
            id={`${ids}-md`}
            labelId={bodyLabel}
            fields={fields}
            change={change}
            error={error.body}
            mode={mode}
            setMode={setMode}
            generation={editorKey}
            renew={() => setEditorKey((k) => k + 1)}
            reference={reference}
            links={links}
          />
          {/* Where the side card is below the text (narrower than xl), the save action stays in
              reach at the bottom of the window while the text is in view. */}
          <SaveBar save={saveControl} dirty={dirty} existing={!!article} />
        </div>

        {/* The column stays in view as a whole: a sticky save card alone slid over the status. */}
        <div className="space-y-4 xl:sticky xl:top-below-header xl:self-start">
          <SaveCard
            id={`${ids}-save`}
            save={saveControl}
            note={note}
            setNote={setNote}
            state={saveState}
            error={message?.kind === 'error' ? message.text : null}
            onVersions={article ? () => navigate(`${kind.base}/${article.slug}/versionen`) : null}
          />
          {article && <Workflow kind={kind} article={article} writer={writer} dirty={dirty} />}
        </div>
      </div>
    </main>
  );
}
