import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { ContactUsButton } from './ContactUsButton';
import { StatusPage } from './StatusPage';

export interface IpRestrictionPageProps {
  ip: string;
  country: string;
  contactHref?: string;
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    text-align: right;
  }
  dd {
    margin: 0;
    text-align: left;
    font-family: ${({ theme }) => theme.font.family.mono};
  }
`;

const GlobeIcon = () => (
  <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    <path d="M5 5l14 14" />
  </svg>
);

/** System status 2 (docs/product/shell-and-navigation.md): the visitor's ip and country plus Contact Us. */
export function IpRestrictionPage({ ip, country, contactHref }: IpRestrictionPageProps) {
  const { t } = useLingui();
  return (
    <StatusPage icon={<GlobeIcon />} title={t`Access restricted in your region`} subtitle={t`RESTRICTION OF VISIT`}>
      <p>{t`Sorry, this service is not available from your location.`}</p>
      <StyledFacts>
        <dt>{t`Your IP`}</dt>
        <dd data-testid="visitor-ip">{ip}</dd>
        <dt>{t`Country`}</dt>
        <dd data-testid="visitor-country">{country}</dd>
      </StyledFacts>
      <ContactUsButton href={contactHref} />
    </StatusPage>
  );
}
