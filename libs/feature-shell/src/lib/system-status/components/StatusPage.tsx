import styled from 'styled-components';
import type { ReactNode } from 'react';

const StyledStatusPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing(8)};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
`;

const StyledCard = styled.section`
  width: min(560px, 100%);
  padding: ${({ theme }) => theme.spacing(10, 8)};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  justify-items: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    letter-spacing: 0.12em;
    color: ${({ theme }) => theme.color.accent.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  subtitle: string;
  children?: ReactNode;
}

/** Full-page notice used by the maintenance and IP-restriction screens. */
export function StatusPage({ icon, title, subtitle, children }: StatusPageProps) {
  return (
    <StyledStatusPage>
      <StyledCard>
        {icon}
        <h1>{title}</h1>
        <h2>{subtitle}</h2>
        {children}
      </StyledCard>
    </StyledStatusPage>
  );
}
