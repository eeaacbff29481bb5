import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledStatePanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${({ theme }) => theme.spacing(60)};
  padding: ${({ theme }) => theme.spacing(8)};
  border: 1px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

const StyledStatePanelTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface StatePanelProps {
  kind: 'empty' | 'error';
  title: string;
  description?: ReactNode;
  /** An error offers "Try again" when given. */
  onRetry?: () => void;
  action?: ReactNode;
}

/** The empty or error state of a list or page (an error is an alert, an empty list a status). */
export function StatePanel({ kind, title, description, onRetry, action }: StatePanelProps) {
  const { t } = useLingui();
  return (
    <StyledStatePanel role={kind === 'error' ? 'alert' : 'status'}>
      <StyledStatePanelTitle>{title}</StyledStatePanelTitle>
      {description ? <div>{description}</div> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t`Try again`}
        </Button>
      ) : null}
      {action}
    </StyledStatePanel>
  );
}
