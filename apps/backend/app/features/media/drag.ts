// Dragging entries of a folder's list onto a folder (issue 33, item 3): the row dragged, or all
// chosen rows when it is one of them, moved there through the list's „Ausgewählte verschieben“.
// With a mouse only; the keyboard's way is the „Zielordner“ choice beside the list.
import { useState, type DragEvent } from 'react';
import { useSubmit } from 'react-router';
import { BULK_FORM } from './BulkActions';

const TYPE = 'application/x-frischkontor-media';

/** What a drag carries: the paths of the dragged row, or of every chosen row it belongs to. */
function draggedPaths(path: string): string[] {
  const chosen = [
    ...document.querySelectorAll<HTMLInputElement>(`input[name="paths"][form="${BULK_FORM}"]`),
  ]
    .filter((box) => box.checked)
    .map((box) => box.value);
  return chosen.includes(path) ? chosen : [path];
}

/** The handlers for dragging rows and for the folders they may be dropped on. */
export function useMediaDrag() {
  const submit = useSubmit();
  const [over, setOver] = useState<string | null>(null);
  return {
    /** The folder a drag hovers over, to mark it. */
    over,
    source: (path: string) => ({
      draggable: true,
      onDragStart(event: DragEvent) {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(TYPE, JSON.stringify(draggedPaths(path)));
      },
    }),
    /** A folder (`''` is the top level) that takes dropped rows. */
    target: (folder: string) => ({
      onDragOver(event: DragEvent) {
        if (!event.dataTransfer.types.includes(TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(folder);
      },
      onDragLeave() {
        setOver((current) => (current === folder ? null : current));
      },
      onDrop(event: DragEvent) {
        setOver(null);
        let paths: string[];
        try {
          paths = JSON.parse(event.dataTransfer.getData(TYPE) || '[]') as string[];
        } catch {
          return;
        }
        event.preventDefault();
        // Not into itself, nor where it lies already.
        const moving = paths.filter(
          (p) =>
            p !== folder &&
            !folder.startsWith(`${p}/`) &&
            p.slice(0, Math.max(0, p.lastIndexOf('/'))) !== folder,
        );
        if (!moving.length) return;
        const form = new FormData();
        form.set('intent', 'bulk-move');
        // The top level is '/', as the choice names it.
        form.set('target', folder || '/');
        for (const path of moving) form.append('paths', path);
        void submit(form, { method: 'post' });
      },
    }),
  };
}
