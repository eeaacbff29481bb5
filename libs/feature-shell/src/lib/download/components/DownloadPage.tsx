import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { AppDownloadPanel } from './AppDownloadPanel';

const StyledDownloadPage = styled.section`
  max-width: 720px;
  margin: 0 auto;

  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/** /download: the app download tutorial as a page. */
export function DownloadPage() {
  const { t } = useLingui();
  return (
    <StyledDownloadPage>
      <h1>{t`Download the app`}</h1>
      <AppDownloadPanel />
    </StyledDownloadPage>
  );
}
