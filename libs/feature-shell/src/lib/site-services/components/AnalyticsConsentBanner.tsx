import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * Fixed at the bottom, above the phone's bottom navigation bar: the bar sets
 * `--portal-bottom-bar-height` (its height without the home bar's inset; 0 where there is none).
 */
const StyledBanner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.spacing(6)};
  right: ${({ theme }) => theme.spacing(6)};
  bottom: calc(var(--portal-bottom-bar-height, 0px) + env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.spacing(6)});
  z-index: ${({ theme }) => theme.zIndex.overlay};
  max-width: 960px;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3, 6)};
  padding: ${({ theme }) => theme.spacing(4, 6)};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.primary};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.phone} {
    left: 0;
    right: 0;
    bottom: calc(var(--portal-bottom-bar-height, 0px) + env(safe-area-inset-bottom, 0px));
    border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
    padding: ${({ theme }) => theme.spacing(4)};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const StyledText = styled.div`
  flex: 1 1 320px;
`;

const StyledActions = styled.div`
  display: flex;
  flex: 1 1 auto;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};

  & > * {
    flex: 1 1 0;
    max-width: 200px;
  }
  ${({ theme }) => theme.media.phone} {
    & > * {
      max-width: none;
    }
  }
`;

export interface AnalyticsConsentBannerProps {
  onAccept: () => void;
  onReject: () => void;
  /** Asked again from the footer: focus moves to the banner, so a keyboard or screen-reader user lands on the question. */
  focusOnShow?: boolean;
}

/**
 * The analytics consent banner (docs/product/shell-and-navigation.md "Analytics"): what the tag is
 * for, a link to the privacy policy, and Reject and Accept as equal buttons (rejecting is as easy as
 * accepting). Not a modal: the portal stays usable while it shows, and nothing is loaded until
 * the visitor accepts.
 */
export function AnalyticsConsentBanner({ onAccept, onReject, focusOnShow = false }: AnalyticsConsentBannerProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <StyledBanner ref={ref} tabIndex={-1} aria-labelledby="analytics-consent-title">
      <StyledText>
        <h2 id="analytics-consent-title">{t`Analytics cookies`}</h2>
        <p>
          {t`With your consent we use Google Analytics cookies to count visits and see which pages are used, so we can improve the site. Nothing is set if you reject, and you can change your choice at any time in the footer.`}{' '}
          <Link to="/helpmc?article=privacy-policy">{t`Privacy policy`}</Link>
        </p>
      </StyledText>
      <StyledActions>
        <Button variant="secondary" onClick={onReject}>
          {t`Reject`}
        </Button>
        <Button variant="secondary" onClick={onAccept}>
          {t`Accept`}
        </Button>
      </StyledActions>
    </StyledBanner>
  );
}
