export { BRAND_COLORS, colorValues, type BrandColor } from './colors';
