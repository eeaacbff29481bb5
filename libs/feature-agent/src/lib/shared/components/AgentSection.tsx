import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface AgentSectionProps {
  title: ReactNode;
  /** Filters or actions beside the title. */
  toolbar?: ReactNode;
  children: ReactNode;
}

const StyledAgentSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  & + & {
    margin-top: ${({ theme }) => theme.spacing(6)};
  }
`;

const StyledAgentSectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text.primary};
`;

const StyledAgentSectionToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  & > * {
    flex: 0 1 240px;
    min-width: 0;
  }
`;

/** A titled block of an agent-centre page with its filters. */
export function AgentSection({ title, toolbar, children }: AgentSectionProps) {
  return (
    <StyledAgentSection>
      <StyledAgentSectionTitle>{title}</StyledAgentSectionTitle>
      {toolbar && <StyledAgentSectionToolbar>{toolbar}</StyledAgentSectionToolbar>}
      {children}
    </StyledAgentSection>
  );
}
