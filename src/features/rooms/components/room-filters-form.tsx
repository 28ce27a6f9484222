import '@/lib/i18n/screen-messages/room-screens';
import type { ReactNode } from 'react';
import { FilterForm, TextField } from '@/components/ui/form';
import { useFilterDraft } from '@/hooks/use-filter-draft';
import { useT } from '@/lib/i18n/use-t';
import { emptyRoomFilters, roomFilterSearch, type RoomFilters } from '../room-filters';

interface RoomFiltersFormProps {
  applied: RoomFilters;
  onSearch: (filters: RoomFilters) => void;
  onReset: () => void;
  /** Buttons the page adds beside Search and Reset (Room Listings' Save search). */
  extraActions?: ReactNode;
}

/** Filters are a draft until Search; Reset clears both the draft and the applied filters. */
export function RoomFiltersForm({ applied, onSearch, onReset, extraActions }: RoomFiltersFormProps) {
  const t = useT();
  const { setDraft, fieldProps, submit } = useFilterDraft(applied, roomFilterSearch.normalise);
  return (
    <FilterForm
      label={t('filterRooms')}
      fieldCount={4}
      onSearch={() => onSearch(submit())}
      searchLabel={t('search')}
      clearLabel={t('reset')}
      extraActions={extraActions}
      onClear={() => {
        setDraft(emptyRoomFilters);
        onReset();
      }}
    >
      <TextField label={t('location')} {...fieldProps('location')} />
      <TextField
        label={t('maxPrice')}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        {...fieldProps('maxPrice')}
      />
      <TextField label={t('language')} {...fieldProps('language')} />
      <TextField label={t('postcode')} {...fieldProps('postcode')} />
    </FilterForm>
  );
}
