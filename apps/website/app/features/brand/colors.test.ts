import { describe, expect, it } from 'vitest';
import { colorValues, hexToRgb, rgbToCmyk } from './colors';

describe('brand colour values', () => {
  it('converts HEX to RGB and CMYK', () => {
    expect(hexToRgb('#8C2718')).toEqual([140, 39, 24]);
    expect(rgbToCmyk([255, 255, 255])).toEqual([0, 0, 0, 0]);
    expect(rgbToCmyk([0, 0, 0])).toEqual([0, 0, 0, 100]);
    expect(colorValues('#8c2718')).toEqual({
      hex: '#8C2718',
      rgb: 'RGB 140 39 24',
      cmyk: 'CMYK 0 72 83 45',
    });
  });
});
