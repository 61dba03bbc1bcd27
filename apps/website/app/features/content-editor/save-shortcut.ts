// Strg+S (⌘S) saves wherever the focus is, instead of the browser's „Seite speichern“.
import { useEffect, useRef } from 'react';

export function useSaveShortcut(saveNow: () => void) {
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
}
