import '@/lib/i18n/screen-messages/applications';
import { FilterForm, SelectField, TextField } from '@/components/ui/form';
import { useFilterDraft } from '@/hooks/use-filter-draft';
import { useT } from '@/lib/i18n/use-t';
import { APPLICATION_STATUS_OPTIONS } from '../application-status';
import {
  applicationFilterSearch,
  emptyApplicationFilters,
  type ApplicationFilters,
} from '../application-filter-search';

interface ApplicationFiltersFormProps {
  applied: ApplicationFilters;
  onSearch: (filters: ApplicationFilters) => void;
  onClear: () => void;
}

export function ApplicationFiltersForm({ applied, onSearch, onClear }: ApplicationFiltersFormProps) {
  const t = useT();
  const { setDraft, fieldProps, submit } = useFilterDraft(applied, applicationFilterSearch.normalise);
  return (
    <FilterForm
      label={t('filterApplications')}
      fieldCount={3}
      onSearch={() => onSearch(submit())}
      searchLabel={t('search')}
      clearLabel={t('clear')}
      onClear={() => {
        setDraft(emptyApplicationFilters);
        onClear();
      }}
    >
      <TextField label={t('location')} {...fieldProps('location')} />
      <SelectField label={t('status')} {...fieldProps('status')}>
        <option value="">{t('status')}</option>
        {APPLICATION_STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('date')} type="date" {...fieldProps('date')} />
    </FilterForm>
  );
}
