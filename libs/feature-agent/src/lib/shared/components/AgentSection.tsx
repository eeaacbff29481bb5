import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface AgentSectionProps {
  title: ReactNode;
  /** Filters or actions beside the title. */
  toolbar?: ReactNode;
  /**
   * The title is the page's name (its first section): on a phone the centre's bar already shows the
   * page's name, so the heading is not repeated there (docs/product/phone-layout.md "Centres").
   */
  titlesPage?: boolean;
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

const StyledAgentSectionTitle = styled.h3<{ $titlesPage: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text.primary};

  ${({ theme, $titlesPage }) =>
    $titlesPage &&
    css`
      ${theme.media.phone} {
        display: none;
      }
    `}
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
export function AgentSection({ title, toolbar, titlesPage = false, children }: AgentSectionProps) {
  return (
    <StyledAgentSection>
      <StyledAgentSectionTitle $titlesPage={titlesPage}>{title}</StyledAgentSectionTitle>
      {toolbar && <StyledAgentSectionToolbar>{toolbar}</StyledAgentSectionToolbar>}
      {children}
    </StyledAgentSection>
  );
}
