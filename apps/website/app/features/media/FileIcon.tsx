import type { MediaEntry } from './types';

const COLORS: Record<string, string> = {
  pdf: '#a8301f',
  doc: '#2b5797',
  docx: '#2b5797',
  xls: '#1f7244',
  xlsx: '#1f7244',
  csv: '#1f7244',
  ppt: '#c55a11',
  pptx: '#c55a11',
  zip: '#5b524b',
  jpg: '#2f6b3a',
  jpeg: '#2f6b3a',
  png: '#2f6b3a',
  svg: '#2f6b3a',
  webp: '#2f6b3a',
};

/** A folder, or a sheet of paper with the file's extension. */
export function FileIcon({
  entry,
  className,
}: {
  entry: Pick<MediaEntry, 'isFolder' | 'extension'>;
  className?: string;
}) {
  if (entry.isFolder) {
    return (
      <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
        <path
          d="M4 12a3 3 0 0 1 3-3h11l4 4h19a3 3 0 0 1 3 3v21a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z"
          fill="#e0a458"
        />
        <path d="M4 18h40v19a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="#f0c27b" />
      </svg>
    );
  }
  const ext = entry.extension.slice(0, 4).toUpperCase() || 'DATEI';
  const color = Object.hasOwn(COLORS, entry.extension) ? COLORS[entry.extension] : '#4a423c';
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <path
        d="M10 3h19l9 9v31a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z"
        fill="#fff"
        stroke="#c9bfb2"
        strokeWidth="1.5"
      />
      <path d="M29 3v9h9" fill="#f1ebe1" stroke="#c9bfb2" strokeWidth="1.5" />
      <rect x="4" y="26" width="30" height="12" rx="2" fill={color} />
      <text
        x="19"
        y="35"
        textAnchor="middle"
        fontSize="8.5"
        fontWeight="700"
        fontFamily="Inter Variable, Arial, sans-serif"
        fill="#fff"
      >
        {ext}
      </text>
    </svg>
  );
}
