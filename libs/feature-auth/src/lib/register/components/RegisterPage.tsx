import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NewPlayerPromotions } from './NewPlayerPromotions';
import { RegisterPanel } from './RegisterPanel';

const StyledRegisterPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 520px) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.spacing(8)};
  ${({ theme }) => theme.media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledRegisterCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(6)};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.spacing(4)};
  }
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledRegisterHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledBackLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme }) => theme.media.touch} {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.component.touchTarget}px;
  }
`;

/** The /register page: heading, the registration form (Reset button), a way back, new-player promotions. */
export function RegisterPage() {
  const { t } = useLingui();
  return (
    <StyledRegisterPage>
      <StyledRegisterCard aria-labelledby="register-heading">
        <StyledRegisterHeading id="register-heading">{t`Create your account`}</StyledRegisterHeading>
        <RegisterPanel variant="page" />
        <StyledBackLink to="/">{t`← Back to the home page`}</StyledBackLink>
      </StyledRegisterCard>
      <NewPlayerPromotions />
    </StyledRegisterPage>
  );
}
