import type { FormEvent } from 'react';
import { useFilterDraft } from '@/hooks/use-filter-draft';
import { Button } from '@/components/ui/button';
import { FilterForm, FormActions, TextField } from '@/components/ui/form';
import { emptyRoomFilters, type RoomFilters } from '../room-filters';

interface RoomFiltersFormProps {
  applied: RoomFilters;
  onSearch: (filters: RoomFilters) => void;
  onReset: () => void;
}

/** Filters are a draft until Search; Reset clears both the draft and the applied filters. */
export function RoomFiltersForm({ applied, onSearch, onReset }: RoomFiltersFormProps) {
  const [draft, setDraft] = useFilterDraft(applied);
  const update = (field: keyof RoomFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <FilterForm $fieldCount={4} role="search" aria-label="Filter rooms" onSubmit={handleSubmit}>
      <TextField label="Location" name="location" value={draft.location} onChange={update('location')} />
      <TextField
        label="Max Price"
        name="maxPrice"
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        value={draft.maxPrice}
        onChange={update('maxPrice')}
      />
      <TextField label="Language" name="language" value={draft.language} onChange={update('language')} />
      <TextField label="Postcode" name="postcode" value={draft.postcode} onChange={update('postcode')} />
      <FormActions>
        <Button type="submit">Search</Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setDraft(emptyRoomFilters);
            onReset();
          }}
        >
          Reset
        </Button>
      </FormActions>
    </FilterForm>
  );
}
