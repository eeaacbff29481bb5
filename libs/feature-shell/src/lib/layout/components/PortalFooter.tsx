import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledFooter = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.spacing(8, 6)};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(6)};
  justify-content: space-between;

  a {
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

/** Footer: responsible-gaming note, help centre and user-protocol links (the protocol lives in help). */
export function PortalFooter() {
  const { t } = useLingui();
  const brand = useBrand();
  const year = new Date().getFullYear();
  return (
    <StyledFooter>
      <span>{t`Play responsibly. 18+ only.`}</span>
      <nav aria-label={t`Footer`}>
        <Link to="/helpmc">{t`Help centre`}</Link> · <Link to="/helpmc?article=user-protocol">{t`User protocol`}</Link>
      </nav>
      <span>{t`© ${year} ${brand.name}. All rights reserved.`}</span>
    </StyledFooter>
  );
}
