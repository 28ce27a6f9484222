import { FilterForm, TextField } from '@/components/ui/form';
import { useFilterDraft } from '@/hooks/use-filter-draft';
import { emptyRoomFilters, type RoomFilters } from '../room-filters';

interface RoomFiltersFormProps {
  applied: RoomFilters;
  onSearch: (filters: RoomFilters) => void;
  onReset: () => void;
}

/** Filters are a draft until Search; Reset clears both the draft and the applied filters. */
export function RoomFiltersForm({ applied, onSearch, onReset }: RoomFiltersFormProps) {
  const { draft, setDraft, fieldProps } = useFilterDraft(applied);
  return (
    <FilterForm
      label="Filter rooms"
      fieldCount={4}
      onSearch={() => onSearch(draft)}
      clearLabel="Reset"
      onClear={() => {
        setDraft(emptyRoomFilters);
        onReset();
      }}
    >
      <TextField label="Location" {...fieldProps('location')} />
      <TextField
        label="Max Price"
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        {...fieldProps('maxPrice')}
      />
      <TextField label="Language" {...fieldProps('language')} />
      <TextField label="Postcode" {...fieldProps('postcode')} />
    </FilterForm>
  );
}
