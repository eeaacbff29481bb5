import { useLingui } from '@lingui/react/macro';
import { pickLocalizedText, useBrand } from '@portal/brand';
import { activeModalState } from '@portal/data-access';
import { useMemberCentreAddress } from '@portal/page-kit';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AnalyticsChoicesButton } from '../../site-services/components/AnalyticsChoicesButton';

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
  address {
    font-style: normal;
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }

  /* A finger's target for each link (docs/product/phone-layout.md); the column of a phone. */
  ${({ theme }) => theme.media.touch} {
    a,
    button {
      display: inline-flex;
      align-items: center;
      min-height: 32px;
    }
  }
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(4)};
    padding: ${({ theme }) => theme.spacing(6, 4)};
  }
`;

const StyledLegal = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 60ch;
`;

/**
 * Footer: the brand's responsible-gaming and licence lines (its config, per language; the portal's
 * own responsible-gaming line when it has none), support contacts, the help modal, help centre
 * and user-protocol links (the protocol lives in help). See docs/product/brands.md.
 */
export function PortalFooter() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const responsibleGaming = pickLocalizedText(brand.footer.responsibleGaming, i18n.locale, brand.defaultLanguage);
  const licence = pickLocalizedText(brand.footer.licence, i18n.locale, brand.defaultLanguage);
  const hours = pickLocalizedText(brand.support.hours, i18n.locale, brand.defaultLanguage);
  const { email, phone } = brand.support;
  const openModal = useSetAtom(activeModalState);
  const memberCentre = useMemberCentreAddress();
  const year = new Date().getFullYear();
  return (
    <StyledFooter>
      <StyledLegal>
        <span>{responsibleGaming ?? t`Play responsibly. 18+ only.`}</span>
        {licence && <span>{licence}</span>}
      </StyledLegal>
      {(email || phone) && (
        <address aria-label={t`Support`}>
          {email && <a href={`mailto:${email}`}>{email}</a>}
          {email && phone && ' · '}
          {phone && <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>}
          {hours && <span> · {hours}</span>}
        </address>
      )}
      <nav aria-label={t`Footer`}>
        <button type="button" onClick={() => openModal('help')}>
          {t`Help`}
        </button>{' '}
        · <Link to="/helpmc">{t`Help centre`}</Link> · <Link to="/helpmc?article=user-protocol">{t`User protocol`}</Link> ·{' '}
        <Link to={memberCentre.hrefFor('responsibleGaming')}>{t`Responsible gaming`}</Link>
        <AnalyticsChoicesButton />
      </nav>
      <span>{t`© ${year} ${brand.name}. All rights reserved.`}</span>
    </StyledFooter>
  );
}
