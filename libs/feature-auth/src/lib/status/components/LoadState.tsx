import { useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@portal/ui-kit';
import styled from 'styled-components';

const StyledLoadState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${({ theme }) => theme.spacing(60)};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

export interface LoadStateProps {
  /** Shows the error with a retry button instead of the spinner. */
  error?: boolean;
  onRetry?: () => void;
}

/** Loading or failed state of a form that needs server settings first (height reserved). */
export function LoadState({ error = false, onRetry }: LoadStateProps) {
  const { t } = useLingui();
  return (
    <StyledLoadState>
      {error ? (
        <>
          <p role="alert">{t`The form could not be loaded.`}</p>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t`Try again`}
            </Button>
          ) : null}
        </>
      ) : (
        <Spinner size="lg" label={t`Loading…`} />
      )}
    </StyledLoadState>
  );
}
