// The ad's text in the wiki's rich editor (issue 28, item 6), in HR's plain form: a textarea
// named „body“ before any code (the form works without JavaScript), then the rich editor, which
// takes over what was typed (TextEditor) and sends its Markdown under the same name.
import { JOB_AD_LABELS } from '@frischkontor/contract';
import { useState } from 'react';
import { TextEditor } from '~/features/content-editor';

const LINK_WORDS = {
  linkLabel: 'Link auf eine Seite oder Adresse',
  placeholder: 'https://… oder /karriere',
};

export function JobAdText({
  id,
  defaultValue,
  error,
}: {
  /** The textarea's id: where the form's list of refused fields links to. */
  id: string;
  defaultValue: string;
  error?: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const [mode, setMode] = useState<'rich' | 'markdown'>('rich');
  const [generation, setGeneration] = useState(0);
  const [failed, setFailed] = useState(false);
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label id={`${id}-label`} htmlFor={id} className="block font-semibold">
          {JOB_AD_LABELS.body}
        </label>
        {!failed && (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            aria-pressed={mode === 'markdown'}
            onClick={() => {
              setMode(mode === 'rich' ? 'markdown' : 'rich');
              setGeneration((g) => g + 1);
            }}
          >
            Markdown
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        Arbeitsplatz und Team: Zwischenüberschriften, Aufzählungen und Links über die Leiste (in
        Markdown: ## und -).
      </p>
      <div className="mt-1">
        <TextEditor
          id={id}
          labelledBy={`${id}-label`}
          describedBy={described}
          name="body"
          value={value}
          onChange={setValue}
          mode={mode}
          generation={generation}
          onRichFailed={() => setFailed(true)}
          links={[]}
          linkWords={LINK_WORDS}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-brand-800">
          {error}
        </p>
      )}
    </div>
  );
}
