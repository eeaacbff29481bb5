import styled from 'styled-components';

/** A page that is one form in a card (the login page, the agent login): centred, at most 440 px wide. */
export const FormCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  width: 100%;
  max-width: 440px;
  margin: ${({ theme }) => theme.spacing(10)} auto;
  padding: ${({ theme }) => theme.spacing(6)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;
