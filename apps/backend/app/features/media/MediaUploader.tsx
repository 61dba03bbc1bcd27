import { useId, useRef, useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { cx } from '../../components/ui/cx';
import { formatBytes } from '../../components/ui/format';
import { uploadFile, UploadError } from './upload';

interface Upload {
  key: string;
  name: string;
  size: number;
  share: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
}

const STATE_LABELS: Record<Upload['state'], string> = {
  waiting: 'wartet',
  uploading: 'wird hochgeladen',
  done: 'hochgeladen',
  failed: 'fehlgeschlagen',
};

/**
 * Several files into the current folder, each with its progress. Without script the form
 * posts to the route's action, which passes the files on to the API.
 */
export function MediaUploader({ folder, apiPrefix }: { folder: string; apiPrefix: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [summary, setSummary] = useState('');
  const busy = uploads.some((u) => u.state === 'waiting' || u.state === 'uploading');

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function start(files: File[]) {
    const batch = files.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      size: file.size,
      share: 0,
      state: 'waiting' as const,
    }));
    setUploads(batch);
    setSummary(
      `${files.length} ${files.length === 1 ? 'Datei wird' : 'Dateien werden'} hochgeladen …`,
    );
    let done = 0;
    for (const [i, file] of files.entries()) {
      const key = batch[i]!.key;
      update(key, { state: 'uploading' });
      try {
        await uploadFile(apiPrefix, folder, file, (share) => update(key, { share }));
        update(key, { state: 'done', share: 1 });
        done++;
      } catch (error) {
        update(key, {
          state: 'failed',
          message: error instanceof UploadError ? error.message : 'Unbekannter Fehler.',
        });
      }
    }
    const failed = files.length - done;
    setSummary(
      failed
        ? `${done} von ${files.length} Dateien hochgeladen, ${failed} fehlgeschlagen.`
        : `${done} ${done === 1 ? 'Datei' : 'Dateien'} hochgeladen.`,
    );
    if (input.current) input.current.value = '';
    await revalidator.revalidate();
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const files = [...(input.current?.files ?? [])];
        if (files.length) void start(files);
      }}
    >
      <input type="hidden" name="intent" value="upload" />
      <div>
        <label htmlFor={inputId} className="block font-semibold">
          Dateien auswählen
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="files"
          multiple
          required
          aria-describedby={`${inputId}-hint`}
          className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-full file:border file:border-ink/25 file:bg-white file:px-4 file:py-2 file:font-semibold"
        />
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-ink-soft">
          Bis 25 MB je Datei. Eine Datei gleichen Namens wird nicht überschrieben.
        </p>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Wird hochgeladen …' : 'Hochladen'}
      </button>
      <p role="status" className="font-semibold">
        {summary}
      </p>
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label="Hochgeladene Dateien">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-lg border border-line bg-white p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold break-all">{upload.name}</span>
                <span
                  className={cx(
                    'text-sm',
                    upload.state === 'failed' ? 'font-semibold text-brand-800' : 'text-ink-soft',
                  )}
                >
                  {formatBytes(upload.size)} · {STATE_LABELS[upload.state]}
                  {upload.state === 'uploading' && ` (${Math.round(upload.share * 100)} %)`}
                </span>
              </div>
              <progress
                className="mt-2 h-2 w-full accent-brand-700"
                max={1}
                value={upload.share}
                aria-label={`Fortschritt ${upload.name}`}
              />
              {upload.message && (
                <p className="mt-1 text-sm font-semibold text-brand-800">{upload.message}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
