import styled from 'styled-components';
import { useShellOptions } from '../../app/contexts/ShellOptionsContext';
import { HomeAnnouncements } from './HomeAnnouncements';
import { HomeAppDownload } from './HomeAppDownload';
import { WinnerBoard } from './WinnerBoard';

const StyledHome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: start;
`;

/**
 * Home (the banner is the layout's): hot and popular games (feature-games, through the app's
 * slot), the winner board, announcements and the app download.
 */
export function HomePage() {
  const { slots } = useShellOptions();
  return (
    <StyledHome>
      {slots.homeGames}
      <StyledColumns>
        <WinnerBoard />
        <HomeAnnouncements />
      </StyledColumns>
      <HomeAppDownload />
    </StyledHome>
  );
}
