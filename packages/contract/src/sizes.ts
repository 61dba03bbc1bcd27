// How big a file is, as people here read it: „1,4 MB“, the same in both apps and the commands.

const UNITS = ['Byte', 'KB', 'MB', 'GB', 'TB'];

/** "1,4 MB" */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${UNITS[unit]}`;
}
