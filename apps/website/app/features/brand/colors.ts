// The corporate colours, with the values printers and agencies ask for.

export interface BrandColor {
  name: string;
  use: string;
  hex: string;
}

export const BRAND_COLORS: BrandColor[] = [
  { name: 'Fleischrot', use: 'Primärfarbe: Logo, Buttons, Überschriften-Akzente', hex: '#8C2718' },
  { name: 'Signalrot', use: 'Hervorhebungen, Preisstörer, Aktionen', hex: '#C8402F' },
  { name: 'Kräutergrün', use: 'Frische, Nachhaltigkeit, Bestätigungen', hex: '#2F6B3A' },
  { name: 'Blattgrün', use: 'Logo-Blatt, Illustrationen', hex: '#7FB069' },
  { name: 'Papier', use: 'Hintergrund von Seiten und Drucksachen', hex: '#FAF7F2' },
  { name: 'Tinte', use: 'Fließtext, dunkle Flächen', hex: '#1F1B18' },
];

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Device-independent approximation; for print, use the values of the colour profile in the CI folder. */
export function rgbToCmyk([r, g, b]: [number, number, number]): [number, number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const k = 1 - Math.max(rr, gg, bb);
  if (k >= 1) return [0, 0, 0, 100];
  const c = (1 - rr - k) / (1 - k);
  const m = (1 - gg - k) / (1 - k);
  const y = (1 - bb - k) / (1 - k);
  return [c, m, y, k].map((v) => Math.round(v * 100)) as [number, number, number, number];
}

export function colorValues(hex: string) {
  const rgb = hexToRgb(hex);
  const cmyk = rgbToCmyk(rgb);
  return {
    hex: hex.toUpperCase(),
    rgb: `RGB ${rgb.join(' ')}`,
    cmyk: `CMYK ${cmyk.join(' ')}`,
  };
}
