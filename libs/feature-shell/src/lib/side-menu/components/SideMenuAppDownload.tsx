import { useLingui } from '@lingui/react/macro';
import { activeModalState } from '@portal/data-access';
import { QRCode } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { APP_PLATFORM_NAMES } from '../../download/constants/APP_PLATFORM_NAMES';
import { useAppDownloadLinks } from '../../download/hooks/useAppDownloadLinks';
import { StyledLabel, StyledMenuButton } from './SideMenuStyles';

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

/** App download in the side menu: Android and iOS QR codes (expanded) and a button to the download modal. */
export function SideMenuAppDownload({ mini }: { mini: boolean }) {
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
      {!mini && (android || ios) && (
        <StyledQrRow>
          {android && (
            <figure>
              <QRCode text={android} alt={t`Android app QR code`} size={88} margin={4} coreSize={352} />
              <figcaption>{APP_PLATFORM_NAMES.android}</figcaption>
            </figure>
          )}
          {ios && (
            <figure>
              <QRCode text={ios} alt={t`iOS app QR code`} size={88} margin={4} coreSize={352} />
              <figcaption>{APP_PLATFORM_NAMES.ios}</figcaption>
            </figure>
          )}
        </StyledQrRow>
      )}
    </div>
  );
}
