import { useLingui } from '@lingui/react/macro';
import { pickLocalizedText, useBrand } from '@portal/brand';
import { useCustomerServiceLink } from '@portal/data-access';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { ContactUsButton } from '../../system-status/components/ContactUsButton';
import { StatusPage } from '../../system-status/components/StatusPage';

const StyledCover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast + 1};
  overflow: auto;
`;

const StyledContacts = styled.address`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  font-style: normal;

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const GlobeIcon = () => (
  <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    <path d="M5 5l14 14" />
  </svg>
);

/**
 * Makes every other child of `<body>` inert while the cover shows: the portal's root and what is
 * portalled beside it (an open modal or dialog, the toasts), including anything added later; gives
 * back only what it made inert.
 */
function makeEverythingElseInert(cover: HTMLElement): () => void {
  const marked: Element[] = [];
  const mark = (element: Element) => {
    if (element === cover || element.contains(cover) || element.hasAttribute('inert')) return;
    element.setAttribute('inert', '');
    marked.push(element);
  };
  Array.from(document.body.children).forEach(mark);
  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => node instanceof Element && mark(node))));
  observer.observe(document.body, { childList: true });
  return () => {
    observer.disconnect();
    marked.forEach((element) => element.removeAttribute('inert'));
  };
}

/**
 * "Invalid domain, contact support" (docs/product/shell-and-navigation.md "Domain check"): the
 * portal was opened on a host that is not one of the merchant's web domains (a copy of the site, an
 * old or mistyped address). It covers the whole portal, which becomes inert (and so does any modal
 * portalled beside it), and names the brand's
 * support contacts and its customer service.
 */
export function InvalidDomainPage() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const { url } = useCustomerServiceLink();
  const { email, phone } = brand.support;
  const hours = pickLocalizedText(brand.support.hours, i18n.locale, brand.defaultLanguage);
  const host = window.location.hostname;
  const brandName = brand.name;

  const coverRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const cover = coverRef.current;
    if (cover) return makeEverythingElseInert(cover);
  }, []);

  return createPortal(
    // Top layer: a modal open under it (react-aria's) leaves it readable instead of hiding it from assistive technology.
    <StyledCover ref={coverRef} data-react-aria-top-layer="true">
      <StatusPage icon={<GlobeIcon />} title={t`Invalid domain`} subtitle={t`CONTACT SUPPORT`}>
        <p>{t`${host} is not an address of ${brandName}. Please contact support for the right address.`}</p>
        {email || phone ? (
          <StyledContacts aria-label={t`Support`}>
            {email ? <a href={`mailto:${email}`}>{email}</a> : null}
            {phone ? <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a> : null}
            {hours ? <span>{hours}</span> : null}
          </StyledContacts>
        ) : null}
        <ContactUsButton href={url ?? undefined} />
      </StatusPage>
    </StyledCover>,
    document.body,
  );
}
