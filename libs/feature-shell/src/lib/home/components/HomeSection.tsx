import styled from 'styled-components';

export const StyledHomeSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  align-content: start;
  padding: ${({ theme }) => theme.spacing(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  min-width: 0;

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.spacing(4)};
  }
`;

export const StyledSectionHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text.primary};

  svg {
    color: ${({ theme }) => theme.color.accent.text};
  }
`;
