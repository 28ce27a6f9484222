import styled, { keyframes } from 'styled-components';
import { Card } from '@/components/ui/layout';
import { RoomGrid } from './room-card-grid';
import { color, radius, space } from '@/config/design-tokens';

const SKELETON_CARD_COUNT = 6;

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

// Sized like a real card (16:10 photo, title, three fact rows, tags, button) so nothing jumps when
// the rooms arrive.
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
  gap: ${space(3)};
  padding: ${space(4)};
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
              <Block $height="24px" $width="70%" />
              <Block $height="32px" />
              <Block $height="32px" />
              <Block $height="20px" $width="50%" />
              <Block $height="22px" $width="40%" />
              <Block $height="40px" />
            </Body>
          </Card>
        </li>
      ))}
    </RoomGrid>
  );
}
