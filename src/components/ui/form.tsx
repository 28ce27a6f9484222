import {
  useId,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { color, MEDIA, radius, space } from '@/config/design-tokens';
import { Button } from './button';

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${color.text};
`;

const controlStyles = `
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 6px;
`;

// A field is recognised by its border alone, so the border needs 3:1 against the surface (WCAG 1.4.11);
// the card and divider border token is decorative and much lighter.
const controlBorder = css`
  border: 1px solid color-mix(in srgb, ${color.textMuted} 65%, ${color.surface});
`;

const Input = styled.input`
  ${controlStyles}
  ${controlBorder}
  background: ${color.surface};
  color: ${color.text};
  &::placeholder {
    color: ${color.textMuted};
  }
`;

/** A bare select in the fields' style, for one that carries its own name (the language switcher). */
export const Select = styled.select`
  ${controlStyles}
  ${controlBorder}
  background: ${color.surface};
  color: ${color.text};
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
}

export function TextField({ label, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} {...inputProps} />
    </FieldWrapper>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  children: ReactNode;
}

export function SelectField({ label, id, children, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldWrapper>
      <Label htmlFor={selectId}>{label}</Label>
      <Select id={selectId} {...selectProps}>
        {children}
      </Select>
    </FieldWrapper>
  );
}

/**
 * Filter forms: two columns on phones and tablets, all fields in one row with the buttons on wide screens.
 * The buttons (FormActions) must be the last child.
 */
const FilterFormGrid = styled.form<{ $fieldCount: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  align-items: end;
  padding: ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  & > :last-child {
    grid-column: 1 / -1;
  }
  @media ${MEDIA.wide} {
    grid-template-columns: repeat(${({ $fieldCount }) => $fieldCount}, minmax(0, 1fr)) auto;
    & > :last-child {
      grid-column: auto;
    }
  }
`;

// Wraps: a third button (Room Listings' Save search) goes to a line of its own on a phone.
const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
  & > * {
    flex: 0 1 120px;
  }
  @media ${MEDIA.narrow} {
    & > * {
      flex: 1;
    }
  }
`;

interface FilterFormProps {
  /** The search landmark's name, e.g. 'Filter rooms'. */
  label: string;
  fieldCount: number;
  onSearch: () => void;
  /** 'Search', in the language shown. */
  searchLabel: string;
  /** 'Reset' or 'Clear', as the page names it. */
  clearLabel: string;
  onClear: () => void;
  /** Buttons of the page's own after Search and the clear button (Room Listings' Save search). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/** A filter form: its fields in one row on wide screens, then Search and the page's clear button. */
export function FilterForm({
  label,
  fieldCount,
  onSearch,
  searchLabel,
  clearLabel,
  onClear,
  extraActions,
  children,
}: FilterFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <FilterFormGrid $fieldCount={fieldCount} role="search" aria-label={label} onSubmit={handleSubmit}>
      {children}
      <FormActions>
        <Button type="submit">{searchLabel}</Button>
        <Button type="button" variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
        {extraActions}
      </FormActions>
    </FilterFormGrid>
  );
}
