import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ListStateProps {
  kind: 'empty' | 'error';
  title: string;
  description?: ReactNode;
  onRetry?: () => void;
  action?: ReactNode;
}

const StyledListState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: 240px;
  padding: ${({ theme }) => theme.spacing(8)};
  border: 1px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

const StyledListStateTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The empty and error states of a list (an error offers a retry). */
export function ListState({ kind, title, description, onRetry, action }: ListStateProps) {
  const { t } = useLingui();
  return (
    <StyledListState role={kind === 'error' ? 'alert' : 'status'}>
      <StyledListStateTitle>{title}</StyledListStateTitle>
      {description ? <div>{description}</div> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t`Try again`}
        </Button>
      ) : null}
      {action}
    </StyledListState>
  );
}
