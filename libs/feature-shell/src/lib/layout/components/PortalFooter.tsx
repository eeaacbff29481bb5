import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { activeModalState } from '@portal/data-access';
import { useSetAtom } from 'jotai';
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

  a,
  button {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** Footer: responsible-gaming note, the help modal, help centre and user-protocol links (the protocol lives in help). */
export function PortalFooter() {
  const { t } = useLingui();
  const brand = useBrand();
  const openModal = useSetAtom(activeModalState);
  const year = new Date().getFullYear();
  return (
    <StyledFooter>
      <span>{t`Play responsibly. 18+ only.`}</span>
      <nav aria-label={t`Footer`}>
        <button type="button" onClick={() => openModal('help')}>
          {t`Help`}
        </button>{' '}
        · <Link to="/helpmc">{t`Help centre`}</Link> · <Link to="/helpmc?article=user-protocol">{t`User protocol`}</Link>
      </nav>
      <span>{t`© ${year} ${brand.name}. All rights reserved.`}</span>
    </StyledFooter>
  );
}
