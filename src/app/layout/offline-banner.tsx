import styled from 'styled-components';
import { messages } from '@/config/messages';
import { useOnlineStatus } from '@/hooks/use-online-status';

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

/** Tells the user that what they see is the last saved data, and why actions are refused. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return <Banner role="status">{messages.offlineBanner}</Banner>;
}
