import { useLingui } from '@lingui/react/macro';
import { activeModalState } from '@portal/data-access';
import { Skeleton } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { Suspense } from 'react';
import styled from 'styled-components';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { APP_PLATFORM_NAMES } from '../../download/constants/APP_PLATFORM_NAMES';
import { useAppDownloadLinks } from '../../download/hooks/useAppDownloadLinks';
import { StyledLabel, StyledMenuAnchor, StyledMenuButton, StyledSubList } from './SideMenuStyles';
import { lazyComponent } from '@portal/page-kit/chunks';

const StyledQrRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1, 3)};

  figure {
    margin: 0;
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.tertiary};
  }
`;

// The codes are drawn when the browser is idle (QRCode): their component loads then too, not with
// the start (docs/product/performance.md). The skeleton holds the code's place.
const QRCode = lazyComponent(() => import('@portal/ui-kit/qr-code'), 'QRCode');
const QR_SIZE = 88;

function SideMenuQrCode({ text, alt }: { text: string; alt: string }) {
  return (
    <Suspense fallback={<Skeleton width={QR_SIZE} height={QR_SIZE} shape="text" />}>
      <QRCode text={text} alt={alt} size={QR_SIZE} margin={4} coreSize={QR_SIZE * 4} />
    </Suspense>
  );
}

/**
 * App download in the side menu: Android and iOS QR codes (expanded) and a button to the download
 * modal. In a phone's drawer the codes would be scanned by the phone that shows them: there the
 * two stores are links (docs/product/phone-layout.md).
 */
export function SideMenuAppDownload({ mini, inDrawer = false }: { mini: boolean; inDrawer?: boolean }) {
  const { t } = useLingui();
  const openModal = useSetAtom(activeModalState);
  const { android, ios } = useAppDownloadLinks();
  return (
    <div>
      <StyledMenuButton
        type="button"
        onClick={() => openModal('download')}
        title={mini ? t`App download` : undefined}
        aria-label={mini ? t`App download` : undefined}
      >
        <ShellIcon name="download" />
        {!mini && <StyledLabel>{t`App download`}</StyledLabel>}
      </StyledMenuButton>
      {inDrawer && (android || ios) && (
        <StyledSubList aria-label={t`App download`}>
          {android && (
            <li>
              <StyledMenuAnchor href={android} target="_blank" rel="noopener noreferrer">
                <StyledLabel>{APP_PLATFORM_NAMES.android}</StyledLabel>
              </StyledMenuAnchor>
            </li>
          )}
          {ios && (
            <li>
              <StyledMenuAnchor href={ios} target="_blank" rel="noopener noreferrer">
                <StyledLabel>{APP_PLATFORM_NAMES.ios}</StyledLabel>
              </StyledMenuAnchor>
            </li>
          )}
        </StyledSubList>
      )}
      {!mini && !inDrawer && (android || ios) && (
        <StyledQrRow>
          {android && (
            <figure>
              <SideMenuQrCode text={android} alt={t`Android app QR code`} />
              <figcaption>{APP_PLATFORM_NAMES.android}</figcaption>
            </figure>
          )}
          {ios && (
            <figure>
              <SideMenuQrCode text={ios} alt={t`iOS app QR code`} />
              <figcaption>{APP_PLATFORM_NAMES.ios}</figcaption>
            </figure>
          )}
        </StyledQrRow>
      )}
    </div>
  );
}
