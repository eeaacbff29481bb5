import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Modal, Spinner, useViewport } from '@portal/ui-kit';
import { Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface FilterSheetProps {
  /** The filter's fields; a function gets `close` (a form that applies on submit closes the sheet then). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** What the filter is now, one line under the button on a phone ("Last 7 days · Deposits"). */
  summary?: ReactNode;
  /** How many filters differ from their default (a badge on the button). */
  active?: number;
  /** Buttons beside the filter button (the CSV export): they stay on the page. */
  actions?: ReactNode;
  /** The sheet's own "Show results" button (filters that apply as they change); off for a form with its own submit. */
  doneButton?: boolean;
  /** Called when the player is about to open the sheet (pointer down or focus on its button): fields loaded lazily start loading then. */
  onIntent?: () => void;
}

const StyledPhoneFilters = styled.div`
  flex: 1 1 100%;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledPhoneRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};

  & > * {
    flex: 1 1 0;
  }
`;

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledSheetFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledFieldsLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(6)} 0;
`;

/**
 * A page's filters: in place from a tablet up; on a phone a "Filters" button (with the number of
 * filters set) and a line saying what the list shows, the fields in a bottom sheet
 * (docs/product/phone-layout.md "Records"). The actions (CSV export) stay beside the button.
 */
export function FilterSheet({ children, summary, active = 0, actions, doneButton = true, onIntent }: FilterSheetProps) {
  const { t } = useLingui();
  const phone = useViewport() === 'phone';
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const fields = typeof children === 'function' ? children(close) : children;
  if (!phone)
    return (
      <>
        {fields}
        {actions}
      </>
    );
  return (
    <StyledPhoneFilters>
      <StyledPhoneRow>
        <Button variant="secondary" aria-haspopup="dialog" onPointerDown={onIntent} onFocus={onIntent} onClick={() => setOpen(true)}>
          {t`Filters`}
          {active > 0 ? <Badge tone="accent" appearance="solid" count={active} label={t`${active} set`} /> : null}
        </Button>
        {actions}
      </StyledPhoneRow>
      {summary ? <StyledSummary>{summary}</StyledSummary> : null}
      <Modal
        open={open}
        onClose={close}
        title={t`Filters`}
        closeLabel={t`Close the filters`}
        footer={doneButton ? <Button onClick={close}>{t`Show results`}</Button> : undefined}
      >
        <StyledSheetFields>
          <Suspense
            fallback={
              <StyledFieldsLoading>
                <Spinner tone="accent" label={t`Loading the filters`} />
              </StyledFieldsLoading>
            }
          >
            {fields}
          </Suspense>
        </StyledSheetFields>
      </Modal>
    </StyledPhoneFilters>
  );
}
