import type { FormEvent } from 'react';
import { useFilterDraft } from '@/hooks/use-filter-draft';
import { Button } from '@/components/ui/button';
import { FilterForm, FormActions, SelectField, TextField } from '@/components/ui/form';
import { APPLICATION_STATUS_OPTIONS } from '../application-status';
import { emptyApplicationFilters, type ApplicationFilters } from '../filter-applications';

interface ApplicationFiltersFormProps {
  applied: ApplicationFilters;
  onSearch: (filters: ApplicationFilters) => void;
  onClear: () => void;
}

export function ApplicationFiltersForm({ applied, onSearch, onClear }: ApplicationFiltersFormProps) {
  const [draft, setDraft] = useFilterDraft(applied);
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
