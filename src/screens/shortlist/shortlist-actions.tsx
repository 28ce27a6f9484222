import '@/lib/i18n/screen-messages/choosing-screens';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { MutedLine } from '@/components/ui/layout';
import { COMPARE_MAX_ROOMS } from '@/config/business-constants';
import type { ShortlistedRoom } from '@/features/shortlist/shortlist-store';
import { useT } from '@/lib/i18n/use-t';
import { formatIdList } from '@/lib/id-list-param';
import { Toolbar } from './shortlist-section';
import type { CompareChoice } from './use-compare-choice';
import { useShareLink } from './use-share-link';

const COMPARE_HINT_ID = 'compare-hint';

interface ShortlistActionsProps {
  saved: readonly ShortlistedRoom[];
  choice: CompareChoice;
}

/** Above the saved rooms: Share shortlist, and Compare with what is ticked for it. */
export function ShortlistActions({ saved, choice }: ShortlistActionsProps) {
  const t = useT();
  const navigate = useNavigate();
  const { share, linkToCopy } = useShareLink(saved);
  const { chosenIds, full, canCompare } = choice;

  return (
    <>
      <Toolbar>
        <Button type="button" variant="secondary" onClick={() => void share()}>
          {t('shortlistPageShare')}
        </Button>
        <Button
          type="button"
          disabled={!canCompare}
          aria-describedby={COMPARE_HINT_ID}
          onClick={() => void navigate({ to: '/compare', search: { ids: formatIdList(chosenIds) } })}
        >
          {t('shortlistPageCompare')}
        </Button>
        <MutedLine id={COMPARE_HINT_ID} role="status">
          {full
            ? t('shortlistPageCompareFull', { max: COMPARE_MAX_ROOMS })
            : chosenIds.length === 0
              ? t('shortlistPageCompareHint', { max: COMPARE_MAX_ROOMS })
              : t('shortlistPageCompareChosen', { count: chosenIds.length, max: COMPARE_MAX_ROOMS })}
        </MutedLine>
      </Toolbar>
      {linkToCopy && (
        <TextField
          label={t('shortlistPageCopyByHand')}
          value={linkToCopy}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </>
  );
}
