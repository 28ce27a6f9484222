import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FilterForm, FormActions, TextField } from '@/components/ui/form';
import { emptyRoomFilters, type RoomFilters } from '../filter-rooms';

interface RoomFiltersFormProps {
  applied: RoomFilters;
  onSearch: (filters: RoomFilters) => void;
  onReset: () => void;
}

const sameFilters = (a: RoomFilters, b: RoomFilters) =>
  (Object.keys(a) as (keyof RoomFilters)[]).every((field) => a[field] === b[field]);

/** Filters are a draft until Search; Reset clears both the draft and the applied filters. */
export function RoomFiltersForm({ applied, onSearch, onReset }: RoomFiltersFormProps) {
  const [draft, setDraft] = useState<RoomFilters>(applied);
  const [shown, setShown] = useState<RoomFilters>(applied);
  // Back, Forward and Reset change the applied filters: the draft starts again from them. Adjusted while
  // rendering rather than by remounting the form, so the field being typed in keeps keyboard focus.
  if (!sameFilters(shown, applied)) {
    setShown(applied);
    setDraft(applied);
  }
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
