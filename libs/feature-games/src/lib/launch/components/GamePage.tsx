import { useLingui } from '@lingui/react/macro';
import { useGameClosed } from '@portal/data-access';
import { Button, Spinner, useLatest, useViewport } from '@portal/ui-kit';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { StatePanel } from '@portal/page-kit';
import { lazyComponent } from '@portal/page-kit/chunks';
import type { GamePageState } from '../hooks/useGameLauncher';
import { useLaunchServer } from '../hooks/useLaunchServer';
import { isSafeGameUrl } from '../utils/isSafeGameUrl';
import { GameBetHistory } from './GameBetHistory';
import { GameFrame } from './GameFrame';

const StyledGamePage = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100vh - ${({ theme }) => theme.component.header.height}px);

  /*
   * A phone: the game takes the whole screen, over the portal's header (docs/product/phone-layout.md
   * "The game page"), in portrait and in landscape; the bar keeps the way back.
   */
  ${({ theme }) => theme.media.phone} {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.header + 1};
    height: 100dvh;
    background: ${({ theme }) => theme.color.surface.base};
  }
`;

const StyledGameBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  min-height: ${({ theme }) => theme.spacing(14)};
  padding: ${({ theme }) => theme.spacing(2, 6)};
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 0;
    padding: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.spacing(1)}) max(${({ theme }) => theme.spacing(2)}, env(safe-area-inset-right, 0px))
      ${({ theme }) => theme.spacing(1)} max(${({ theme }) => theme.spacing(2)}, env(safe-area-inset-left, 0px));
  }
`;

const StyledGameTitle = styled.h1`
  flex: 1;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const StyledFrameArea = styled.div<{ $withHistory: boolean }>`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: ${({ $withHistory }) => ($withHistory ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)')};

  /* A phone: the frame alone; the bet history opens in a sheet from the bar. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    padding-bottom: env(safe-area-inset-bottom, 0px);
  }
`;

/** The lazily loaded sheet of a phone's bet history (react-aria's dialog comes with it). */
const GameBetHistorySheet = lazyComponent(() => import('./GameBetHistorySheet'), 'GameBetHistorySheet');

const StyledEmpty = styled.div`
  padding: ${({ theme }) => theme.spacing(8)};
`;

/**
 * /game: the launched game in a sandboxed iframe under the portal header, with a bar to go back.
 * Leaving (back button or any navigation away) dispatches `portal:game-closed` and refreshes the
 * balance and betting records. A single game shows its bet history beside the frame (on a phone,
 * where the game takes the whole screen, in a sheet from the bar).
 */
export function GamePage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Partial<GamePageState> | null;
  const url = state?.url;
  const phone = useViewport() === 'phone';
  const [historyOpen, setHistoryOpen] = useState(false);
  const gameClosed = useGameClosed();
  const closedRef = useLatest(gameClosed);
  useEffect(() => () => closedRef.current(), [closedRef]);

  // The platform's launch CDNs, then its own address (docs/product/games-and-play.md).
  const server = useLaunchServer(url ?? '');

  const returnTo = state?.returnTo && state.returnTo.startsWith('/') && state.returnTo !== '/game' ? state.returnTo : '/';
  const handleClose = () => navigate(returnTo);

  if (!isSafeGameUrl(url))
    return (
      <StyledEmpty>
        <StatePanel
          kind="empty"
          title={t`No game is open.`}
          description={t`Game links work once: open the game again from a lobby.`}
          action={<Link to="/rng">{t`Go to the slots lobby`}</Link>}
        />
      </StyledEmpty>
    );

  const title = state?.title || t`Game`;
  const gameCode = state?.gameCode;
  return (
    <StyledGamePage>
      <StyledGameBar>
        <Button variant="secondary" onClick={handleClose}>
          {t`Back to lobby`}
        </Button>
        <StyledGameTitle>{title}</StyledGameTitle>
        {phone && gameCode ? (
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => setHistoryOpen(true)}>
            {t`My bets`}
          </Button>
        ) : null}
        {server.choice ? (
          <Button variant="ghost" onClick={server.next}>
            {t`Game not loading? Try another server`}
          </Button>
        ) : null}
      </StyledGameBar>
      <StyledFrameArea $withHistory={Boolean(gameCode) && !phone}>
        {server.ready ? <GameFrame key={server.key} url={server.url} title={title} /> : <Spinner size="lg" label={t`Loading…`} />}
        {gameCode && !phone && <GameBetHistory gameCode={gameCode} />}
      </StyledFrameArea>
      {phone && gameCode && historyOpen ? (
        <Suspense fallback={null}>
          <GameBetHistorySheet gameCode={gameCode} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      ) : null}
    </StyledGamePage>
  );
}
