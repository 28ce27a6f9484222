import { FilterForm, SelectField, TextField } from '@/components/ui/form';
import { useFilterDraft } from '@/hooks/use-filter-draft';
import { APPLICATION_STATUS_OPTIONS } from '../application-status';
import { emptyApplicationFilters, type ApplicationFilters } from '../filter-applications';

interface ApplicationFiltersFormProps {
  applied: ApplicationFilters;
  onSearch: (filters: ApplicationFilters) => void;
  onClear: () => void;
}

export function ApplicationFiltersForm({ applied, onSearch, onClear }: ApplicationFiltersFormProps) {
  const { draft, setDraft, fieldProps } = useFilterDraft(applied);
  return (
    <FilterForm
      label="Filter applications"
      fieldCount={3}
      onSearch={() => onSearch(draft)}
      clearLabel="Clear"
      onClear={() => {
        setDraft(emptyApplicationFilters);
        onClear();
      }}
    >
      <TextField label="Location" {...fieldProps('location')} />
      <SelectField label="Status" {...fieldProps('status')}>
        <option value="">Status</option>
        {APPLICATION_STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField label="Date" type="date" {...fieldProps('date')} />
    </FilterForm>
  );
}
