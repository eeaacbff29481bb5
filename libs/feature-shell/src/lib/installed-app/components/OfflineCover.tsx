import { useState } from 'react';
import styled from 'styled-components';
import { OfflineScreen } from './OfflineScreen';

/**
 * Over the page, under the header, the side menu, the drawer and dialogs: what was on screen stays
 * mounted under it, unchanged (docs/product/installed-app.md "Offline").
 */
const StyledCover = styled.div`
  position: fixed;
  inset: 0;
  z-index: calc(${({ theme }) => theme.zIndex.header} - 1);
  padding-top: ${({ theme }) => theme.component.header.height}px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface.base};

  ${({ theme }) => theme.media.phone} {
    padding-top: calc(${({ theme }) => theme.component.header.heightPhone}px + env(safe-area-inset-top, 0px));
    padding-bottom: calc(${({ theme }) => theme.component.bottomBar.height}px + env(safe-area-inset-bottom, 0px));
  }
`;

/** The offline screen over the portal while the browser has no network. */
export function OfflineCover() {
  const [stillOffline, setStillOffline] = useState(false);
  return (
    <StyledCover>
      <OfflineScreen onRetry={() => setStillOffline(!navigator.onLine)} stillOffline={stillOffline} />
    </StyledCover>
  );
}
