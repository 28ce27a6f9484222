import '@/lib/i18n/screen-messages/choosing-screens';
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { ShortlistedRoom } from '@/features/shortlist/shortlist-store';
import { useT } from '@/lib/i18n/use-t';
import { formatIdList } from '@/lib/id-list-param';
import { notify } from '@/lib/notify';

/**
 * Share shortlist: copies a link to the saved rooms, or, without a clipboard (permissions, an insecure
 * origin), gives the link to copy by hand.
 */
export function useShareLink(saved: readonly ShortlistedRoom[]) {
  const t = useT();
  const router = useRouter();
  const [linkToCopy, setLinkToCopy] = useState<string | null>(null);

  const share = async () => {
    // Written by the router, as the address bar is: `/shortlist?ids=a,b,c` (docs/choosing-a-room.md#shortlist).
    const { href } = router.buildLocation({
      to: '/shortlist',
      search: { ids: formatIdList(saved.map((room) => room.id)) },
    });
    const link = `${window.location.origin}${href}`;
    try {
      await navigator.clipboard.writeText(link);
      setLinkToCopy(null);
      notify.success(t('shortlistPageLinkCopied'));
    } catch {
      setLinkToCopy(link);
    }
  };
  return { share, linkToCopy };
}
