// The picture upload of the editors (text pictures, the blog's banner).
import { Field, Panel } from '@frischkontor/design';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { EditorActionResult } from './types';

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
