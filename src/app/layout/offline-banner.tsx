import styled from 'styled-components';
import { messages } from '@/config/messages';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { color, radius, space } from '@/config/design-tokens';

const Banner = styled.p`
  margin: 0 0 ${space(4)};
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${color.warning};
  background: ${color.warningSurface};
  color: ${color.text};
  font-weight: 600;
`;

/** Tells the user that what they see is the last saved data, and why actions are refused. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return <Banner role="status">{messages.offlineBanner}</Banner>;
}
