import styled from 'styled-components';

/** The shared layout of EmptyState and ErrorState. */
export const StyledStateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(10, 6)};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const StyledStateIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.tertiary};

  svg {
    width: 48px;
    height: 48px;
  }
`;

export const StyledStateTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StyledStateDescription = styled.p`
  max-width: 420px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

export const StyledStateAction = styled.div`
  margin-top: ${({ theme }) => theme.spacing(2)};
`;
