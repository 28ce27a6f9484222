// Layout sizes that both CSS and code need: the styles read them through the theme or these media
// queries, and the virtual room grid reads the same numbers to place its rows.

/**
 * Widths where layouts change: the room grid goes to 2 columns at `medium` and 3 at `wide`; the navigation
 * bar shows all its links from `navigationBar` (below it they fold into a menu). The bar holds five links,
 * the theme switch, the greeting, Logout and the Language select: about 1,340 px in English, Spanish and
 * Arabic with the greeting folded away, measured with a shortlist count, so up to its maximum width it is
 * drawn tighter (`tightNavigationBar`).
 */
export const BREAKPOINTS_PX = { medium: 640, wide: 1024, navigationBar: 1280 } as const;

/** The navigation bar may be wider than the content, so the greeting has room beside the rest. */
export const NAVIGATION_BAR_MAX_WIDTH_PX = 1440;

/** Media queries over the breakpoints, for styled-components and matchMedia alike. */
export const MEDIA = {
  /** Narrower than `medium`: a phone. */
  narrow: `(max-width: ${BREAKPOINTS_PX.medium - 1}px)`,
  medium: `(min-width: ${BREAKPOINTS_PX.medium}px)`,
  wide: `(min-width: ${BREAKPOINTS_PX.wide}px)`,
  /** The whole navigation bar fits on one line. */
  navigationBar: `(min-width: ${BREAKPOINTS_PX.navigationBar}px)`,
  /**
   * The whole bar on one line, but narrower than its own maximum width: with five links it fits only when
   * tighter (shorter link padding, the theme switch's icon without its word), so the greeting keeps room.
   */
  tightNavigationBar: `(min-width: ${BREAKPOINTS_PX.navigationBar}px) and (max-width: ${NAVIGATION_BAR_MAX_WIDTH_PX - 1}px)`,
  /** Narrower than `navigationBar`: the navigation bar folds into a menu. */
  belowNavigationBar: `(max-width: ${BREAKPOINTS_PX.navigationBar - 1}px)`,
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

/** The semantic colours. Each theme gives every one a value (src/features/theme/themes.ts). */
export const COLOR_TOKENS = [
  'background',
  'surface',
  'surfaceMuted',
  'border',
  'text',
  'textMuted',
  'accent',
  'accentHover',
  'accentText',
  'danger',
  'dangerHover',
  'dangerText',
  'dangerSurface',
  'success',
  'successSurface',
  'warning',
  'warningSurface',
  'info',
  'infoSurface',
  'neutralSurface',
  'neutral',
  'focus',
  'shadow',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];

/** The custom property that holds a colour of the active theme: `surfaceMuted` is `--color-surface-muted`. */
export const colorVariable = (token: ColorToken): string =>
  `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Every colour as a reference to the active theme's custom property. Styles written with these are static
 * CSS that still follows the theme: styled-components computes them once, not once per rendered element.
 */
export const color = Object.fromEntries(
  COLOR_TOKENS.map((token) => [token, `var(${colorVariable(token)})`]),
) as Record<ColorToken, string>;

/** `space(4)` is '16px'. */
export const space = (steps: number): string => `${spacePx(steps)}px`;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const FONT_BODY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A page's title: 1.5rem on a phone, growing with the window up to 2rem. */
export const PAGE_TITLE_FONT_SIZE = 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)';

/** A weight and size of text in FONT_BODY, as CSS writes them. */
export interface TextStyle {
  weight: number;
  size: string;
}

/**
 * Every weight and size of text that the first screen of a page shows, at a phone's width or a desktop's. The
 * page-start script lays out a line in each while the page waits for its code, so that the first render
 * finds its fonts chosen (docs/performance.md#font-warm-up). A browser test fails when a first screen shows a
 * style that is not here.
 */
export const FIRST_SCREEN_TEXT_STYLES: readonly TextStyle[] = [
  { weight: 400, size: '0.875rem' },
  { weight: 400, size: '0.9375rem' },
  { weight: 400, size: '1rem' },
  { weight: 600, size: '0.75rem' },
  { weight: 600, size: '0.8125rem' },
  { weight: 600, size: '0.875rem' },
  { weight: 600, size: '0.9375rem' },
  { weight: 600, size: '1rem' },
  { weight: 600, size: '1.125rem' },
  { weight: 700, size: '1.125rem' },
  { weight: 700, size: '1.25rem' },
  { weight: 700, size: PAGE_TITLE_FONT_SIZE },
  { weight: 800, size: '1.125rem' },
];
