import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { QR_CODE_DEFAULTS, QRCode, Tabs } from '@portal/ui-kit';
import styled from 'styled-components';
import { PanelIcon } from '../../icons/components/PanelIcon';
import { APP_PLATFORM_NAMES } from '../constants/APP_PLATFORM_NAMES';
import { useAppDownloadLinks } from '../hooks/useAppDownloadLinks';

const StyledPlatform = styled.div`
  /* The steps go under the code where there is no room beside it (a phone). */
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: flex-start;
  padding-top: ${({ theme }) => theme.spacing(4)};

  ol {
    flex: 1 1 220px;
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
    display: grid;
    gap: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
    overflow-wrap: anywhere;
  }

  /* A phone: the download link is the way (a QR code on the screen that should scan it helps no one). */
  ${({ theme }) => theme.media.touch} {
    a {
      display: inline-flex;
      align-items: center;
      min-height: ${({ theme }) => theme.component.touchTarget}px;
    }
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(4)};

    /* The code (or its placeholder while it is drawn): the link below it stays. */
    & > div > :first-child:not(a) {
      display: none;
    }
  }
`;

const StyledQr = styled.div`
  flex: 0 0 auto;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * The download QR codes: the portal's default size and margin, with the brand's square app icon
 * drawn in the middle (its `appIcon`, else `public/app-icon.svg`, which every brand app has).
 */
const DOWNLOAD_QR = { size: QR_CODE_DEFAULTS.size, margin: QR_CODE_DEFAULTS.margin, logoSrc: '/app-icon.svg' } as const;

function PlatformSteps({ url, platform, steps }: { url?: string; platform: string; steps: string[] }) {
  const { t } = useLingui();
  const { appIcon = DOWNLOAD_QR.logoSrc } = useBrand();
  if (!url) return <StyledEmpty>{t`This app is not available yet.`}</StyledEmpty>;
  return (
    <StyledPlatform>
      <StyledQr>
        {/* 200 px with a 20 px margin and the brand's app icon in the middle (docs/product/content.md). */}
        <QRCode text={url} alt={t`${platform} app QR code`} size={DOWNLOAD_QR.size} margin={DOWNLOAD_QR.margin} logoSrc={appIcon} />
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t`Download for ${platform}`}
        </a>
      </StyledQr>
      <ol aria-label={t`${platform} installation steps`}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </StyledPlatform>
  );
}

/** App download: Android and iOS tabs, each with its QR code and 4 steps (downModal and /download). */
export function AppDownloadPanel() {
  const { t } = useLingui();
  const { android, ios } = useAppDownloadLinks();
  return (
    <Tabs
      ariaLabel={t`Choose your phone`}
      defaultValue="android"
      items={[
        {
          value: 'android',
          label: (
            <>
              <PanelIcon name="android" size={18} /> {APP_PLATFORM_NAMES.android}
            </>
          ),
          content: (
            <PlatformSteps
              url={android}
              platform={APP_PLATFORM_NAMES.android}
              steps={[
                t`Scan the QR code with your phone's camera.`,
                t`Download the installation file (APK).`,
                t`Allow installing apps from this source when asked.`,
                t`Open the app and log in with your account.`,
              ]}
            />
          ),
        },
        {
          value: 'ios',
          label: (
            <>
              <PanelIcon name="apple" size={18} /> {APP_PLATFORM_NAMES.ios}
            </>
          ),
          content: (
            <PlatformSteps
              url={ios}
              platform={APP_PLATFORM_NAMES.ios}
              steps={[
                t`Scan the QR code with the iPhone camera.`,
                t`Tap Install and confirm.`,
                t`In Settings › General › VPN & Device Management, trust the developer.`,
                t`Open the app and log in with your account.`,
              ]}
            />
          ),
        },
      ]}
    />
  );
}
