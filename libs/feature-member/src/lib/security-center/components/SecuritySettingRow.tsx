import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '@portal/ui-kit';
import styled from 'styled-components';

export interface SecuritySettingRowProps {
  title: string;
  /** The current state ("Not bound", the masked number, "On"…). */
  status: ReactNode;
  /** The action's label ("Bind", "Change"…); the row's form opens below it. */
  actionLabel: string;
  open: boolean;
  onToggle: () => void;
  /** The form shown while open. */
  children: ReactNode;
}

const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(4, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  &:last-child {
    border-bottom: 0;
  }
`;

const StyledLine = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};

  /* A phone: the name and its state above, the button under them. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.spacing(1, 3)};

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledStatus = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

const StyledPanel = styled.div`
  max-width: 480px;
`;

/** One setting of the security centre: name, state and a button that opens its form below (a disclosure). */
export function SecuritySettingRow({ title, status, actionLabel, open, onToggle, children }: SecuritySettingRowProps) {
  const panelId = useId();
  const titleId = useId();
  return (
    <StyledRow>
      <StyledLine>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledStatus>{status}</StyledStatus>
        <Button variant={open ? 'ghost' : 'secondary'} aria-expanded={open} aria-controls={panelId} aria-describedby={titleId} onClick={onToggle}>
          {actionLabel}
        </Button>
      </StyledLine>
      <StyledPanel id={panelId} hidden={!open}>
        {open && children}
      </StyledPanel>
    </StyledRow>
  );
}
