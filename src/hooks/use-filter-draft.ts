import { useState } from 'react';

const sameValues = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((field) => a[field] === b[field]);

/**
 * A filter form's draft, edited until Search. Back, Forward and Reset change the applied filters: the draft
 * starts again from them. Adjusted while rendering rather than by remounting the form, so the field being
 * typed in keeps keyboard focus. `normalise` says what of a draft Search applies (filtersInSearch's).
 */
export function useFilterDraft<T extends Record<keyof T, string>>(applied: T, normalise: (draft: T) => T) {
  const [draft, setDraft] = useState<T>(applied);
  const [shown, setShown] = useState<T>(applied);
  if (!sameValues(shown, applied)) {
    setShown(applied);
    setDraft(applied);
  }
  /** name, value and onChange for the field that edits `field` of the draft. */
  const fieldProps = (field: keyof T & string) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
  });
  /**
   * The draft as Search applies it, shown as such from now on: a value the filters drop ('1e3' for a price)
   * leaves its field empty rather than showing a filter that is not applied, even when nothing else changed.
   */
  const submit = () => {
    const next = normalise(draft);
    setDraft(next);
    return next;
  };
  return { setDraft, fieldProps, submit };
}
