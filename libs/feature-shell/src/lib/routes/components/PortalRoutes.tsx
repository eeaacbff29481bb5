import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@portal/ui-kit';
import { ChunkBoundary } from '@portal/page-kit/chunks';
import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { PortalLayout } from '../../layout/components/PortalLayout';
import { PORTAL_ROUTES, type PortalPageId } from '../constants/PORTAL_ROUTES';
import { SHELL_PAGES } from '../constants/SHELL_PAGES';
import { LoginRedirect } from './LoginRedirect';
import { ScrollToTopEffect } from './ScrollToTopEffect';

/** A page component, usually `lazyComponent(() => import(…), 'Page')` so each route is its own chunk. */
export type PortalPage = ComponentType;
export type PortalPages = Partial<Record<PortalPageId, PortalPage>>;

const StyledPageLoading = styled.div`
  display: grid;
  place-items: center;
  min-height: 320px;
`;

function PageLoading() {
  const { t } = useLingui();
  return (
    <StyledPageLoading>
      <Spinner size="lg" label={t`Loading…`} />
    </StyledPageLoading>
  );
}

export interface PortalRoutesProps {
  pages: PortalPages;
}

/**
 * Every route (docs/product/shell-and-navigation.md) with its layout regions. The shell's own pages (home, promotions, help
 * centre, download) are defaults that the app's `pages` may replace. A route whose page a later
 * feature provides shows its layout regions with an empty content area until then.
 */
export function PortalRoutes({ pages: appPages }: PortalRoutesProps) {
  const pages: PortalPages = { ...SHELL_PAGES, ...appPages };
  return (
    <>
      <ScrollToTopEffect />
      <Routes>
        {PORTAL_ROUTES.map((route) => {
          const Page = pages[route.page];
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <LoginRedirect isPublic={Boolean(route.public)}>
                  <PortalLayout layout={route.layout} isHome={route.page === 'home'}>
                    <ChunkBoundary key={route.path} place="route">
                      <Suspense fallback={<PageLoading />}>{Page ? <Page /> : null}</Suspense>
                    </ChunkBoundary>
                  </PortalLayout>
                </LoginRedirect>
              }
            />
          );
        })}
        <Route
          path="*"
          element={
            <PortalLayout layout={{ header: true, footer: true, sideMenu: true }}>
              <NotFound />
            </PortalLayout>
          }
        />
      </Routes>
    </>
  );
}

function NotFound() {
  const { t } = useLingui();
  return <h1>{t`Page not found`}</h1>;
}
