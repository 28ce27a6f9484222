import styled, { css } from 'styled-components';
import { badgeStyles } from '@/components/ui/badge';
import { buttonStyles, inlineButtonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/layout';
import { CARD_PADDING_PX, color, space } from '@/config/design-tokens';
import { NARROW_CARD_BODY_PX } from './room-card-size';

/**
 * The room card is one styled component; its parts are plain elements with these class names, styled by the
 * root's nested rules. A search mounts dozens of cards and a styled component costs a render of its own, so
 * fifteen per card were most of a card's cost (docs/performance.md#the-room-grid). The names only mean
 * something inside a card.
 */
export const CARD_PART = {
  frame: 'room-card-frame',
  photo: 'room-card-photo',
  badge: 'room-card-badge',
  price: 'room-card-price',
  newMark: 'room-card-new',
  body: 'room-card-body',
  title: 'room-card-title',
  line: 'room-card-line',
  description: 'room-card-description',
  facts: 'room-card-facts',
  spanning: 'room-card-spanning',
  button: 'room-card-button',
  languages: 'room-card-languages',
  footer: 'room-card-footer',
} as const;

const part = (name: keyof typeof CARD_PART) => `.${CARD_PART[name]}`;

// The photo's frame, and the badges over it: the price over its end corner, New over its start corner, so
// the card keeps its size (room-card-size.ts).
const photoRules = css`
  ${part('frame')} {
    position: relative;
    aspect-ratio: 16 / 10;
    background: ${color.surfaceMuted};
  }
  ${part('photo')} {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${part('badge')} {
    ${badgeStyles}
  }
  ${part('price')} {
    position: absolute;
    top: ${space(3)};
    inset-inline-end: ${space(3)};
    font-size: 0.9375rem;
    padding: 4px ${space(3)};
  }
  ${part('newMark')} {
    position: absolute;
    top: ${space(3)};
    inset-inline-start: ${space(3)};
  }
`;

// The description is the backend's own words about the room, three lines at most: the card stays scannable.
const bodyRules = css`
  ${part('body')} {
    container-type: inline-size;
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    padding: ${CARD_PADDING_PX}px;
    flex: 1;
  }
  ${part('title')} {
    font-size: 1.125rem;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  ${part('line')} {
    margin: 0;
    color: ${color.textMuted};
    font-size: 0.9375rem;
  }
  ${part('description')} {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  ${part('button')} {
    ${buttonStyles}
    ${inlineButtonStyles}
  }
  ${part('languages')} {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)};
  }
  ${part('footer')} {
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
  ${part('facts')} {
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
    ${part('spanning')} {
      grid-column: span 2;
    }
    @container (max-width: ${NARROW_CARD_BODY_PX}px) {
      grid-template-columns: auto 1fr;
      dd:has(> button) {
        grid-column: 2;
        justify-self: start;
      }
      ${part('spanning')} {
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
