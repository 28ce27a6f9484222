import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { color, radius, space } from '@/config/design-tokens';
import { messages } from '@/config/messages';
import type { AppUpdates } from '../app-updates';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin: 0 0 ${space(4)};
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${color.info};
  background: ${color.infoSurface};
  color: ${color.text};
  font-weight: 600;
  p {
    margin: 0;
  }
`;

/** Offers the waiting new build; the switch happens only when the user asks (docs/offline.md#updates). */
export function UpdateBanner({ updates }: { updates: AppUpdates }) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.getSnapshot, () => false);
  if (!waiting) return null;
  return (
    <Banner role="status">
      <p>{messages.updateAvailable}</p>
      <Button type="button" variant="secondary" onClick={updates.reload}>
        {messages.updateReload}
      </Button>
    </Banner>
  );
}
