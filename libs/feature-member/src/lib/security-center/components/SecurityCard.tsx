import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

export interface SecurityCardProps {
  title: string;
  /** Beside the title (a button…). */
  action?: ReactNode;
  children: ReactNode;
}

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** A titled card of the security centre (a region named by its title). */
export function SecurityCard({ title, action, children }: SecurityCardProps) {
  const id = useId();
  return (
    <StyledCard aria-labelledby={id}>
      <StyledHead>
        <h4 id={id}>{title}</h4>
        {action}
      </StyledHead>
      {children}
    </StyledCard>
  );
}
