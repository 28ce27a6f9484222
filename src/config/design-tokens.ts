// Layout sizes that both CSS and code need: the styles read them through the theme or these media
// queries, and the virtual room grid reads the same numbers to place its rows.

/** Widths where layouts change: the room grid goes to 2 columns at `medium` and 3 at `wide`. */
export const BREAKPOINTS_PX = { medium: 640, wide: 1024 } as const;

/** Media queries over the breakpoints, for styled-components and matchMedia alike. */
export const MEDIA = {
  /** Narrower than `medium`: a phone. */
  narrow: `(max-width: ${BREAKPOINTS_PX.medium - 1}px)`,
  medium: `(min-width: ${BREAKPOINTS_PX.medium}px)`,
  wide: `(min-width: ${BREAKPOINTS_PX.wide}px)`,
  /** Narrower than `wide`: the navigation bar folds into a menu. */
  belowWide: `(max-width: ${BREAKPOINTS_PX.wide - 1}px)`,
} as const;

/** Spacing comes in steps of this many pixels: `space(4)` is 16 px. */
const SPACE_STEP_PX = 4;
export const spacePx = (steps: number): number => steps * SPACE_STEP_PX;

/** The page's content column: at most this wide, with `space(4)` of padding on each side. */
export const CONTENT_MAX_WIDTH_PX = 1200;
export const CONTENT_PADDING_PX = spacePx(4);

/** The gap between room cards, in the plain grid's CSS and in the virtual grid's row placement. */
export const ROOM_GRID_GAP_PX = spacePx(4);
/** A card's inner padding on each side. */
export const CARD_PADDING_PX = spacePx(4);
