import '@/lib/i18n/screen-messages/save-search';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { ErrorMessage } from '@/components/ui/layout';
import { SAVED_SEARCHES_MAX } from '@/config/business-constants';
import { color, radius, space } from '@/config/design-tokens';
import type { SaveSearchResult, SearchCriteria } from '@/features/saved-searches/saved-search';
import { useServiceWhenReady } from '@/features/saved-searches/saved-searches-context';
import { summariseSearch } from '@/features/saved-searches/search-summary';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/notify';

// Loaded on the first press of Save search (save-search-button.tsx): Room Listings' first load carries none
// of it (docs/saved-searches.md#saving).

// One scrim for both themes: it darkens whatever the page's colours are.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  display: grid;
  place-items: center;
  padding: ${space(4)};
  background: rgb(0 0 0 / 50%);
`;

const Box = styled.div`
  inline-size: min(100%, 28rem);
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(6)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: 0 8px 24px ${color.shadow};
`;

const Title = styled.h2`
  font-size: 1.25rem;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${color.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

type Problem = 'missing-name' | Exclude<SaveSearchResult['outcome'], 'saved' | 'updated'>;

interface SaveSearchDialogProps {
  criteria: SearchCriteria;
  /** Closes the dialog. */
  onClose: () => void;
  /** Takes focus back once the dialog is gone: while it is there, it keeps focus inside itself. */
  opener: RefObject<HTMLElement | null>;
}

/** Names the search Room Listings shows and saves it; saving the same criteria again renames that one. */
export function SaveSearchDialog({ criteria, onClose, opener }: SaveSearchDialogProps) {
  const t = useT();
  const serviceWhenReady = useServiceWhenReady();
  const titleId = useId();
  const errorId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState(() => summariseSearch(criteria));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const onKeyDown = useModalDialog(dialogRef, onClose);
  // Here rather than in the opener, so Room Listings' first load carries none of it.
  useEffect(() => () => opener.current?.focus(), [opener]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem('missing-name');
      dialogRef.current?.querySelector('input')?.focus();
      return;
    }
    setSaving(true);
    // The store's code loads now for a first search (a user with saved searches has it already). The rooms
    // on screen are recorded as seen first, so a search saved now counts none of them as new. Its code never
    // loading: not stored, and the dialog says so.
    void serviceWhenReady()
      .then((service) => Promise.all([service.load(), service.whenRecorded()]))
      .then(([{ store }]) => store.save(criteria, trimmed))
      .catch((): SaveSearchResult => ({ outcome: 'not-stored' }))
      .then((result) => {
        setSaving(false);
        if (result.outcome === 'limit-reached' || result.outcome === 'not-stored') {
          setProblem(result.outcome);
          return;
        }
        notify.success(t('saveSearchSaved'));
        onClose();
      });
  };

  const nameMissing = problem === 'missing-name';
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Focusable by a click on its text, so focus (and Escape) stays in the dialog, not on the page. */}
      <Box
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{t('saveSearchTitle')}</Title>
        <Form onSubmit={submit} noValidate>
          <TextField
            label={t('saveSearchName')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (nameMissing && event.target.value.trim() !== '') setProblem(null);
            }}
            autoComplete="off"
            dir="auto"
            aria-invalid={nameMissing}
            aria-describedby={nameMissing ? errorId : undefined}
          />
          {nameMissing && (
            <FieldError id={errorId} role="alert">
              {t('saveSearchNameMissing')}
            </FieldError>
          )}
          {problem === 'limit-reached' && (
            <ErrorMessage role="alert">{t('saveSearchLimit', { max: SAVED_SEARCHES_MAX })}</ErrorMessage>
          )}
          {problem === 'not-stored' && <ErrorMessage role="alert">{t('saveSearchNotStored')}</ErrorMessage>}
          <Actions>
            {/* Never disabled: a disabled button would drop keyboard focus while the search is stored. */}
            <Button type="submit">{t('saveSearchSubmit')}</Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('saveSearchCancel')}
            </Button>
          </Actions>
        </Form>
      </Box>
    </Backdrop>,
    document.body,
  );
}
