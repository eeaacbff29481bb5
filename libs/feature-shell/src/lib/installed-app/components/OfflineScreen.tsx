import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { Button } from '@portal/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';

const StyledScreen = styled.section`
  display: grid;
  place-items: center;
  min-height: 100%;
  padding: ${({ theme }) => theme.spacing(8, 4)};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
  overflow-y: auto;
`;

const StyledCard = styled.div`
  width: min(480px, 100%);
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  justify-items: center;
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  }
`;

const StyledLogo = styled.img`
  display: block;
  height: 40px;
  width: auto;
  max-width: 200px;
  object-fit: contain;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.warning.text};
`;

const StyledWorks = styled.div`
  width: 100%;
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  text-align: left;

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const StyledStatus = styled.p`
  min-height: 1.5em;
`;

/** A cloud with a line through it: no connection. Decorative: the title says it. */
function OfflineIcon() {
  return (
    <svg
      width="48"
      height="48"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M7 18h10a4 4 0 0 0 .9-7.9A6 6 0 0 0 6.3 8.6 4.7 4.7 0 0 0 7 18z" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

export interface OfflineScreenProps {
  /** Asks again whether the network is back. */
  onRetry: () => void;
  /** The last retry found no network yet. */
  stillOffline?: boolean;
}

/**
 * The brand's own offline screen (docs/product/installed-app.md "Offline"): its logo, what is wrong,
 * what still works, and a retry. In the player's language, from the portal's catalogs, which the
 * worker keeps on the phone.
 */
export function OfflineScreen({ onRetry, stillOffline = false }: OfflineScreenProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const titleId = useId();
  return (
    <StyledScreen aria-labelledby={titleId} data-testid="offline-screen">
      <StyledCard>
        <StyledLogo src={brand.logo} alt={brand.name} width={160} height={40} />
        <StyledIcon>
          <OfflineIcon />
        </StyledIcon>
        <div role="alert">
          <h2 id={titleId}>{t`You are offline`}</h2>
          <p>{t`Your balance, games and payments need a connection. Check your Wi-Fi or mobile data.`}</p>
        </div>
        <StyledWorks>
          <h3>{t`What still works`}</h3>
          <ul>
            <li>{t`What you had open stays as it was: a form keeps what you typed.`}</li>
            <li>{t`The menu, the language and the theme.`}</li>
            <li>{t`Everything else carries on by itself when the connection is back.`}</li>
          </ul>
        </StyledWorks>
        <Button onClick={onRetry}>{t`Try again`}</Button>
        <StyledStatus role="status">{stillOffline ? t`Still no connection.` : ''}</StyledStatus>
      </StyledCard>
    </StyledScreen>
  );
}
