// The text of an article, a post or an ad (issue 28, item 1): a Markdown textarea from the first
// frame – rendered by the server, so it takes typing before any code has arrived – upgraded in
// the browser to the rich editor (a chunk of its own) once that is on the page. The upgrade is
// one task: the rich editor takes the textarea's text, caret and focus as they are at that
// moment, the textarea turns read-only and leaves. A keystroke lands in the one before or in the
// other after; none falls between them, however slow the phone.
import {
  Component,
  lazy,
  Suspense,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { TakenOver } from './RichEditor';
import type { ImageUpload, LinkTarget, LinkWords } from './types';

const RichEditor = lazy(() => import('./RichEditor'));

const noSubscription = () => () => {};
/** False while the server renders and while hydrating: the rich editor is for the browser only. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The rich editor failed to load or crashed: the textarea takes over. */
class Fallback extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface TextEditorProps {
  id: string;
  /** The element whose text names the editor („Text“). */
  labelledBy: string;
  value: string;
  onChange: (markdown: string) => void;
  mode: 'rich' | 'markdown';
  /** A new number replaces the rich editor's text with `value` (a restored or taken-over version). */
  generation: number;
  /** The rich editor could not load: the textarea stays. */
  onRichFailed: () => void;
  links: LinkTarget[];
  linkWords?: LinkWords;
  imageBase?: string;
  upload?: ImageUpload;
  /** The textarea, for inserting at its caret. */
  areaRef?: React.RefObject<HTMLTextAreaElement | null>;
  /** In a plain form: the field the text is sent as. */
  name?: string;
  describedBy?: string;
  rows?: number;
}

export function TextEditor({
  id,
  labelledBy,
  value,
  onChange,
  mode,
  generation,
  onRichFailed,
  links,
  linkWords,
  imageBase,
  upload,
  areaRef,
  name,
  describedBy,
  rows,
}: TextEditorProps) {
  const inBrowser = useInBrowser();
  const [failed, setFailed] = useState(false);
  /** The generation whose rich editor has taken over. */
  const [upgraded, setUpgraded] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const rich = inBrowser && mode === 'rich' && !failed;
  const shown = rich && upgraded === generation;

  const takeOver = (): TakenOver | null => {
    const textarea = document.getElementById(id);
    if (box.current) box.current.hidden = false;
    setUpgraded(generation);
    if (!(textarea instanceof HTMLTextAreaElement)) return null;
    const focused = document.activeElement === textarea;
    textarea.readOnly = true;
    textarea.hidden = true;
    return { text: textarea.value, caret: focused ? textarea.selectionEnd : null };
  };

  return (
    <>
      {!shown && (
        <textarea
          ref={areaRef}
          id={id}
          name={name}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          rows={rows}
          className="input min-h-[50vh] w-full font-mono text-sm leading-relaxed"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck
        />
      )}
      {shown && name && <input type="hidden" name={name} value={value} />}
      {rich && (
        <Fallback
          onError={() => {
            setFailed(true);
            onRichFailed();
          }}
        >
          <Suspense fallback={null}>
            <div ref={box} hidden={!shown}>
              <RichEditor
                key={generation}
                initial={value}
                onChange={onChange}
                takeOver={takeOver}
                links={links}
                linkWords={linkWords}
                imageBase={imageBase}
                upload={upload}
                labelledBy={labelledBy}
              />
            </div>
          </Suspense>
        </Fallback>
      )}
    </>
  );
}
