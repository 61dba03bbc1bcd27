// Interface timings (docs/product.md#interface-timings), shared by every tooltip and menu.
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const MENU_HIDE_DELAY_MS = 400;
export const POPPER_OFFSET_PX = 5;
/** A hidden popup stays in the DOM this long (for its closing transition), then unmounts. */
export const DISPOSE_TIMEOUT_MS = 150;
