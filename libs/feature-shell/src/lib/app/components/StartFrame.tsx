import { useLingui } from '@lingui/react/macro';
import { sessionTokenState } from '@portal/data-access';
import { readViewport, VisuallyHidden } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { BannerSkeletonRow, BannerStillRow, StyledBannerRegion } from '../../banner/components/BannerRow';
import { StyledSideMenuPlaceholder } from '../../side-menu/components/SideMenuPlaceholder';
import { showsSideMenu } from '../../side-menu/hooks/useSideMenu';
import { routeAt } from '../utils/routeAt';
import { centreCoversPageAtStart } from '../../layout/utils/centreCoversPage';

const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.surface.base};
`;

const StyledColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const StyledHeader = styled.div`
  height: ${({ theme }) => theme.component.header.height}px;
  background: ${({ theme }) => theme.component.header.background};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${({ theme }) => theme.media.phone} {
    box-sizing: content-box;
    height: ${({ theme }) => theme.component.header.heightPhone}px;
    padding-top: env(safe-area-inset-top, 0px);
  }
`;

const StyledMain = styled.main`
  flex: 1;
`;

export interface StartFrameProps {
  /**
   * Draw the route's first banners in the banner space as soon as they answer (only once the
   * status has let the portal start: before it, maintenance may still replace the frame).
   */
  banners?: boolean;
}

/**
 * The portal's frame while the start calls are in flight (docs/product/performance.md): the
 * regions of the route being opened (side menu, header, banner space, content) at their final
 * sizes, without content. It replaces a blank page or a spinner, and because it shows nothing of
 * the portal, the maintenance and IP-restriction pages can still replace it without a flash. Once
 * the status has let the portal start, it may show the route's first banners (`banners`).
 */
export function StartFrame({ banners = false }: StartFrameProps) {
  const { t } = useLingui();
  return <StartFrameRegions status={t`Loading…`} banners={banners} />;
}

/** The same frame before the translations have loaded (its status has no text yet). */
export function StartFrameRegions({ status, banners = false }: StartFrameProps & { status?: string }) {
  const { layout } = routeAt(window.location.pathname);
  // The side menu as the layout will draw it: none on a phone (a drawer), minimised on a tablet.
  const viewport = readViewport();
  const menu = showsSideMenu(layout, viewport) && !layout.sideMenuMini;
  const mini = viewport === 'tablet';
  // The member centre opened by the address covers a phone's page: no banners under it (PortalLayout).
  const covered = centreCoversPageAtStart(Boolean(useAtomValue(sessionTokenState)));
  return (
    <StyledShell aria-busy="true">
      {menu ? <StyledSideMenuPlaceholder $mini={mini} /> : null}
      <StyledColumn>
        {layout.header && !(viewport === 'phone' && layout.phoneFullScreen) ? <StyledHeader /> : null}
        {layout.banner && !covered ? (
          <StyledBannerRegion>
            {banners ? <BannerStillRow routeGroup={layout.banner} slides={layout.bannerSlides} /> : <BannerSkeletonRow slides={layout.bannerSlides} />}
          </StyledBannerRegion>
        ) : null}
        <StyledMain>{status ? <VisuallyHidden role="status">{status}</VisuallyHidden> : null}</StyledMain>
      </StyledColumn>
    </StyledShell>
  );
}
