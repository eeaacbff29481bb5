import { useBrand } from '@portal/brand';
import { RenderWhenNear, useViewport, VisuallyHidden } from '@portal/ui-kit';
import styled from 'styled-components';
import { useShellOptions } from '../../app/contexts/ShellOptionsContext';
import { HomeAnnouncements } from './HomeAnnouncements';
import { HomeAppDownload } from './HomeAppDownload';
import { WinnerBoard } from './WinnerBoard';

const StyledHome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};

  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.spacing(4)};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: start;
  /* Below the game sections: rendered when scrolled near (RenderWhenNear), then laid out and painted
     only while near, sized meanwhile as on a phone (docs/product/performance.md "Only what the
     first screen shows"). */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 840px;

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(4)};
  }
`;

/** The winner board, announcements and the app download's height on a phone, held until they render. */
const BELOW_GAMES_HEIGHT = 1100;

/**
 * Home (the banner is the layout's): the brand's name as the page's heading (visually hidden), hot and popular games (feature-games, through the app's
 * slot), the winner board, announcements and the app download (on a phone, these three when the visitor comes near them).
 */
export function HomePage() {
  const { slots } = useShellOptions();
  const { name } = useBrand();
  // A phone's first screen ends at the hot games; a wider one reaches these or nearly.
  const phone = useViewport() === 'phone';
  return (
    <StyledHome>
      {/* The page's level-one heading for screen readers and search: the brand (its logo and banners say it visually). */}
      <VisuallyHidden as="h1">{name}</VisuallyHidden>
      {slots.homeGames}
      <RenderWhenNear estimatedHeight={BELOW_GAMES_HEIGHT} deferred={phone}>
        <StyledColumns>
          <WinnerBoard />
          <HomeAnnouncements />
        </StyledColumns>
        <HomeAppDownload />
      </RenderWhenNear>
    </StyledHome>
  );
}
