// The editor's text: written in the rich editor or as Markdown, pictures inserted, a text of
// another version beside it while merging, and the preview in the readers' rendering.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ImageForm } from './ImageForm';
import { TextEditor } from './TextEditor';
import type {
  Conflict,
  EditorActionResult,
  EditorFields,
  EditorKind,
  ImageUpload,
  LinkTarget,
} from './types';

export type EditorMode = 'rich' | 'markdown';

export function TextPanel({
  kind,
  id,
  labelId,
  fields,
  change,
  error,
  mode,
  setMode,
  generation,
  renew,
  reference,
  links,
}: {
  kind: EditorKind;
  /** The text field's id. */
  id: string;
  /** The heading's id, which names the text field. */
  labelId: string;
  fields: EditorFields;
  change: (patch: Record<string, string>) => void;
  error: string | undefined;
  mode: EditorMode;
  setMode: (mode: EditorMode) => void;
  /** Counts up whenever the editor must take the text anew. */
  generation: number;
  renew: () => void;
  /** Another version's text to compare with while merging by hand. */
  reference: Conflict['current'] | null;
  links: LinkTarget[];
}) {
  const [richFailed, setRichFailed] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [imageOpen, setImageOpen] = useState(false);
  const preview = useFetcher<EditorActionResult>({ key: `${kind.key}-preview` });
  const area = useRef<HTMLTextAreaElement>(null);
  const insertImage = useRef<((src: string, alt: string) => void) | null>(null);

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

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={labelId} className="text-xl font-semibold">
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
              void preview.submit({ intent: 'preview', body: fields.body }, { method: 'post' });
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
                renew();
              }}
            >
              Markdown
            </button>
          )}
        </div>
      </div>
      {richFailed && (
        <p role="status" className="alert alert-info mt-2">
          Der Editor mit Formatierung konnte nicht geladen werden. Du schreibst jetzt in Markdown –
          dein Text bleibt derselbe.
        </p>
      )}
      {error && (
        <p className="mt-2 text-sm text-brand-800" id={`${labelId}-error`}>
          {error}
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
          id={id}
          labelledBy={labelId}
          value={fields.body}
          onChange={(body) => change({ body })}
          mode={mode}
          generation={generation}
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
  );
}
