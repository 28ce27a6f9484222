import '@/lib/i18n/screen-messages/room-screens';
import { FilterForm, TextField } from '@/components/ui/form';
import { useFilterDraft } from '@/hooks/use-filter-draft';
import { useT } from '@/lib/i18n/use-t';
import { emptyRoomFilters, roomFilterSearch, type RoomFilters } from '../room-filters';

interface RoomFiltersFormProps {
  applied: RoomFilters;
  onSearch: (filters: RoomFilters) => void;
  onReset: () => void;
}

/** Filters are a draft until Search; Reset clears both the draft and the applied filters. */
export function RoomFiltersForm({ applied, onSearch, onReset }: RoomFiltersFormProps) {
  const t = useT();
  const { setDraft, fieldProps, submit } = useFilterDraft(applied, roomFilterSearch.normalise);
  return (
    <FilterForm
      label={t('filterRooms')}
      fieldCount={4}
      onSearch={() => onSearch(submit())}
      searchLabel={t('search')}
      clearLabel={t('reset')}
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
