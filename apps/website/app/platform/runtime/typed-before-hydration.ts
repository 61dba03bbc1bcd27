// The page's code arrives after the first paint (decision 008), so on a slow connection someone
// can start typing into a server-rendered form first. React's hydration then sets a textarea
// back to the text the server sent, and the state of a controlled field never learns what was
// typed, so the next render wipes it. `keepTypedValues` notes what was typed until hydration;
// the function it returns puts it back and tells React with the `input` event its `onChange`
// listens to.

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="search"], ' +
  'input[type="email"], input[type="tel"], input[type="url"], input[type="number"]';

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof Element && target.matches(TEXT_FIELDS);

/**
 * Call before hydration; call what it returns once the root has hydrated, outside React's
 * work (a timeout), so that React can hydrate the rest synchronously when asked.
 */
export function keepTypedValues(doc: Document = document): () => void {
  const typed = new Map<TextField, string>();
  const note = (field: TextField) => {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
    else typed.delete(field);
  };
  for (const field of doc.querySelectorAll<TextField>(TEXT_FIELDS)) note(field);
  const onInput = (event: Event) => {
    if (isTextField(event.target)) note(event.target);
  };
  doc.addEventListener('input', onInput, true);

  return () => {
    doc.removeEventListener('input', onInput, true);
    for (const [typedInto, value] of typed) {
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
      if (!isTextField(field)) continue;
      // React watches `value` on the element: set through it, it is the value React rendered;
      // set past it (the prototype's setter), the typed one, which React then sees as a change.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    typed.clear();
  };
}
