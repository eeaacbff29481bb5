import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@portal/ui-kit';
import styled from 'styled-components';
import { BannerSkeletonRow, BannerStillRow } from '../../banner/components/BannerRow';
import { routeAt } from '../utils/routeAt';

const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surface.base};
`;

const StyledMenu = styled.div`
  flex: none;
  width: ${({ theme }) => theme.component.sideMenu.width}px;
  height: 100vh;
  position: sticky;
  top: 0;
  background: ${({ theme }) => theme.component.sideMenu.background};
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};
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
`;

const StyledBanners = styled.div`
  padding: ${({ theme }) => theme.spacing(4, 6, 0)};
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
  return (
    <StyledShell aria-busy="true">
      {layout.sideMenu && !layout.sideMenuMini ? <StyledMenu /> : null}
      <StyledColumn>
        {layout.header ? <StyledHeader /> : null}
        {layout.banner ? <StyledBanners>{banners ? <BannerStillRow routeGroup={layout.banner} /> : <BannerSkeletonRow />}</StyledBanners> : null}
        <StyledMain>{status ? <VisuallyHidden role="status">{status}</VisuallyHidden> : null}</StyledMain>
      </StyledColumn>
    </StyledShell>
  );
}
