// The page's code arrives after the first paint (decision 008), so on a slow connection someone
// can start typing into a server-rendered form first. React's hydration then sets a textarea
// back to the text the server sent, and the state of a controlled field never learns what was
// typed, so the next render wipes it. The after-paint script notes every `input` from the start
// (`TYPED_FIELDS_KEY`); `keepTypedValues` takes that over until hydration, and the function it
// returns puts the typed values back and tells React with the `input` event its `onChange`
// listens to. Only fields someone typed into count: values the browser restores on a reload
// are left to React, which sets them back to what the server sent.

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What the after-paint script keeps on `window` under `TYPED_FIELDS_KEY`. */
export interface EarlyTyping {
  fields: Map<EventTarget, string>;
  stop: () => void;
}

export const TYPED_FIELDS_KEY = '__typedFields';

const TEXT_FIELDS = [
  'textarea',
  'input:not([type])',
  ...['text', 'search', 'email', 'tel', 'url', 'number', 'date', 'time', 'datetime-local'].map(
    (type) => `input[type="${type}"]`,
  ),
].join(', ');

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof Element && target.matches(TEXT_FIELDS);

/**
 * Call before hydration; call what it returns once the root has hydrated, outside React's
 * work (a timeout), so that React can hydrate the rest synchronously when asked.
 */
export function keepTypedValues(doc: Document = document): () => void {
  const early = (doc.defaultView as unknown as Record<string, EarlyTyping | undefined> | null)?.[
    TYPED_FIELDS_KEY
  ];
  early?.stop();
  const typed = new Map<TextField, string>();
  for (const [target, value] of early?.fields ?? [])
    if (isTextField(target)) typed.set(target, value);
  /**
   * React hydrates the page in slices, between keystrokes: the slice with a typed-in textarea
   * sets it back to the server's text without an event, and the person types on at its end. At
   * the next keystroke (this listener runs before React's), what was typed before is put back in
   * front of it, so React's `onChange` sees the whole text and the caret stays where it was.
   */
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isTextField(field)) return;
    const before = typed.get(field);
    const server = field.defaultValue;
    const now = field.value;
    const reset =
      before !== undefined &&
      before !== server &&
      before.startsWith(server) &&
      hydrated(field) &&
      now.startsWith(server) &&
      !now.startsWith(before.slice(0, -1));
    if (!reset) {
      typed.set(field, now);
      return;
    }
    const at = selectionOf(field);
    setPastReact(field, before + now.slice(server.length));
    const shift = before.length - server.length;
    if (at) field.setSelectionRange(at[0] + shift, at[1] + shift, at[2]);
    // React learns the whole text from this very event; nothing is left to put back.
    typed.delete(field);
  };
  doc.addEventListener('input', onInput, true);

  return () => {
    doc.removeEventListener('input', onInput, true);
    for (const [typedInto, value] of typed) {
      const focused = doc.activeElement === typedInto;
      // Hydration may have set the field back to the server's text already, which put the caret
      // at that text's end: the person was typing at the end of what they had added to it.
      const reset =
        typedInto.value === typedInto.defaultValue && value.startsWith(typedInto.defaultValue);
      const caret: Caret | null = !focused
        ? null
        : reset
          ? [value.length, value.length, 'none']
          : selectionOf(typedInto);
      // An event on a field whose part of the page has not hydrated yet makes React hydrate
      // that part at once (setting a textarea back to the server's text); nothing changed for
      // React, so no handler runs. The re-render after it may put a new element in the old
      // one's place: it is found by its id.
      if (typedInto.isConnected) typedInto.dispatchEvent(new Event('input', { bubbles: true }));
      const field = typedInto.isConnected
        ? typedInto
        : typedInto.id
          ? doc.getElementById(typedInto.id)
          : null;
      if (!isTextField(field) || value === field.defaultValue) continue;
      field.value = field.defaultValue;
      setPastReact(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // Setting a value moves the caret to the end: put it back where the person was typing.
      if (caret) {
        if (field !== typedInto) field.focus();
        try {
          field.setSelectionRange(...caret);
        } catch {
          // e-mail and number fields have no caret to set
        }
      }
    }
    typed.clear();
  };
}

/**
 * React watches `value` on the element: set through it, it is the value React rendered; set past
 * it (the prototype's setter), the typed one, which React then sees as a change.
 */
function setPastReact(field: TextField, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/** Whether React has hydrated the element (it keeps its fiber on it). */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

type Caret = [start: number, end: number, direction: 'forward' | 'backward' | 'none'];

function selectionOf(field: TextField): Caret | null {
  try {
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (selectionStart === null || selectionEnd === null) return null;
    return [selectionStart, selectionEnd, selectionDirection ?? 'none'];
  } catch {
    return null;
  }
}
