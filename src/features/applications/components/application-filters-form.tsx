import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FilterForm, FormActions, SelectField, TextField } from '@/components/ui/form';
import {
  APPLICATION_STATUS_OPTIONS,
  emptyApplicationFilters,
  type ApplicationFilters,
} from '../filter-applications';

interface ApplicationFiltersFormProps {
  applied: ApplicationFilters;
  onSearch: (filters: ApplicationFilters) => void;
  onClear: () => void;
}

const sameFilters = (a: ApplicationFilters, b: ApplicationFilters) =>
  (Object.keys(a) as (keyof ApplicationFilters)[]).every((field) => a[field] === b[field]);

export function ApplicationFiltersForm({ applied, onSearch, onClear }: ApplicationFiltersFormProps) {
  const [draft, setDraft] = useState<ApplicationFilters>(applied);
  const [shown, setShown] = useState<ApplicationFilters>(applied);
  // Back, Forward and Clear change the applied filters: the draft starts again from them. Adjusted while
  // rendering rather than by remounting the form, so the field being typed in keeps keyboard focus.
  if (!sameFilters(shown, applied)) {
    setShown(applied);
    setDraft(applied);
  }
  const update = (field: keyof ApplicationFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <FilterForm $fieldCount={3} role="search" aria-label="Filter applications" onSubmit={handleSubmit}>
      <TextField label="Location" name="location" value={draft.location} onChange={update('location')} />
      <SelectField label="Status" name="status" value={draft.status} onChange={update('status')}>
        <option value="">Status</option>
        {APPLICATION_STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField label="Date" name="date" type="date" value={draft.date} onChange={update('date')} />
      <FormActions>
        <Button type="submit">Search</Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setDraft(emptyApplicationFilters);
            onClear();
          }}
        >
          Clear
        </Button>
      </FormActions>
    </FilterForm>
  );
}
