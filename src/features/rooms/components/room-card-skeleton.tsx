import styled, { keyframes } from 'styled-components';
import { Card } from '@/components/ui/layout';
import { RoomGrid } from './room-card-grid';
import { CARD_PADDING_PX, color, radius } from '@/config/design-tokens';
import { CARD_BODY_ROW_GAP_PX, CARD_BODY_ROWS } from './room-card-size';

const SKELETON_CARD_COUNT = 6;

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

// Sized like a real card (room-card-size.ts) so nothing jumps when the rooms arrive.
const Block = styled.div<{ $height: string; $width?: string }>`
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${radius.sm};
  background: ${color.surfaceMuted};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const Photo = styled(Block)`
  aspect-ratio: 16 / 10;
  height: auto;
  border-radius: 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${CARD_BODY_ROW_GAP_PX}px;
  padding: ${CARD_PADDING_PX}px;
`;

/** Placeholder cards in the grid's own layout while rooms load; hidden from assistive technology. */
export function RoomGridSkeleton() {
  return (
    <RoomGrid aria-hidden="true" data-testid="room-grid-skeleton">
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <li key={index}>
          <Card as="div">
            <Photo $height="auto" />
            <Body>
              {CARD_BODY_ROWS.map((row, rowIndex) => (
                // The rows never change order: their place in the fixed list is their identity.
                <Block key={rowIndex} $height={`${row.heightPx}px`} $width={`${row.widthPercent}%`} />
              ))}
            </Body>
          </Card>
        </li>
      ))}
    </RoomGrid>
  );
}
