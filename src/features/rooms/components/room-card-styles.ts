import styled, { css } from 'styled-components';
import { badgeStyles } from '@/components/ui/badge';
import { buttonStyles, inlineButtonStyles } from '@/components/ui/button';
import { Card, mutedLineStyles } from '@/components/ui/layout';
import { CARD_PADDING_PX, color, space } from '@/config/design-tokens';
import { NARROW_CARD_BODY_PX } from './room-card-size';

/**
 * The room card is one styled component; its parts are plain elements whose class names (room-card-…) these
 * nested rules style. A search mounts dozens of cards and a styled component costs a render of its own, so
 * fifteen per card were most of a card's cost (docs/performance.md#the-room-grid). The names are written out
 * here and in room-card.tsx: they only mean something inside a card.
 */

// The photo's frame, and the badges over it: the price over its end corner, New over its start corner, so
// the card keeps its size (room-card-size.ts).
const photoRules = css`
  .room-card-frame {
    position: relative;
    aspect-ratio: 16 / 10;
    background: ${color.surfaceMuted};
  }
  .room-card-photo {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .room-card-badge {
    ${badgeStyles}
  }
  .room-card-price {
    position: absolute;
    top: ${space(3)};
    inset-inline-end: ${space(3)};
    font-size: 0.9375rem;
    padding: 4px ${space(3)};
  }
  .room-card-new {
    position: absolute;
    top: ${space(3)};
    inset-inline-start: ${space(3)};
  }
`;

// The description is the backend's own words about the room, three lines at most: the card stays scannable.
const bodyRules = css`
  .room-card-body {
    container-type: inline-size;
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    padding: ${CARD_PADDING_PX}px;
    flex: 1;
  }
  .room-card-title {
    font-size: 1.125rem;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .room-card-line {
    ${mutedLineStyles}
  }
  .room-card-description {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .room-card-button {
    ${buttonStyles}
    ${inlineButtonStyles}
  }
  .room-card-languages {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)};
  }
  .room-card-footer {
    margin-top: auto;
    padding-top: ${space(2)};
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
  }
`;

// The container query: a narrow card (a phone, or three columns at 1024 px) would squeeze a value such as
// 'Lat: 51.5074, Lng: -0.1278' between its label and its button, a word per line: the buttons go under
// their values instead.
const factsRules = css`
  .room-card-facts {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${space(2)} ${space(2)};
    font-size: 0.9375rem;
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0;
      min-width: 0;
      color: ${color.textMuted};
    }
    dd:has(> button) {
      justify-self: end;
    }
    .room-card-spanning {
      grid-column: span 2;
    }
    @container (max-width: ${NARROW_CARD_BODY_PX}px) {
      grid-template-columns: auto 1fr;
      dd:has(> button) {
        grid-column: 2;
        justify-self: start;
      }
      .room-card-spanning {
        grid-column: auto;
      }
    }
  }
`;

export const RoomCardRoot = styled(Card)`
  ${photoRules}
  ${bodyRules}
  ${factsRules}
`;
