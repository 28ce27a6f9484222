import { CARD_PADDING_PX, spacePx } from '@/config/design-tokens';

// A room card's size before it is laid out, in one place: the loading skeleton draws these rows, the virtual
// grid estimates its rows from them and the plain grid reserves room for cards off screen until it has
// measured its first screenful's rows. A field that adds a row to the card
// (docs/architecture.md#adding-a-field-to-rooms) adds it to CARD_BODY_ROWS; tests/e2e/layout.spec.ts fails
// when real cards drift from the estimate.

/** The photo is 16:10. */
export const ROOM_PHOTO_HEIGHT_PER_WIDTH = 10 / 16;

/**
 * The rows of a card's body as laid out at the default font size, with how wide the skeleton draws each:
 * title, description (when the backend sends one), weather and distance (each with its button), postcode,
 * languages and the action. What each row is stays here, in words: the bundle carries only the numbers.
 */
export const CARD_BODY_ROWS = [
  { heightPx: 24, widthPercent: 70 },
  { heightPx: 22, widthPercent: 90 },
  { heightPx: 32, widthPercent: 100 },
  { heightPx: 32, widthPercent: 100 },
  { heightPx: 20, widthPercent: 50 },
  { heightPx: 22, widthPercent: 40 },
  { heightPx: 40, widthPercent: 100 },
] as const;

/** Between the body's rows, in the skeleton and in the estimate (the real card's rows carry their own). */
export const CARD_BODY_ROW_GAP_PX = spacePx(3);

/** Below this content width a card's facts put each button under its value (room-card.tsx's Facts). */
export const NARROW_CARD_BODY_PX = 329;
/** What those buttons on rows of their own add. */
const NARROW_CARD_EXTRA_PX = 70;

const CARD_BODY_PX =
  2 * CARD_PADDING_PX +
  CARD_BODY_ROWS.reduce((sum, row) => sum + row.heightPx, 0) +
  CARD_BODY_ROW_GAP_PX * (CARD_BODY_ROWS.length - 1);

/** A card of this width, before it is measured. */
export function estimatedCardHeightPx(cardWidthPx: number): number {
  const narrow = cardWidthPx - 2 * CARD_PADDING_PX <= NARROW_CARD_BODY_PX;
  return Math.round(
    cardWidthPx * ROOM_PHOTO_HEIGHT_PER_WIDTH + CARD_BODY_PX + (narrow ? NARROW_CARD_EXTRA_PX : 0),
  );
}

/** Room reserved for a card that has not been laid out: one of three columns at the widest layout. */
export const CARD_PLACEHOLDER_HEIGHT_PX = estimatedCardHeightPx(376);
