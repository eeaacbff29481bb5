import { useLingui } from '@lingui/react/macro';
import { useGameClosed } from '@portal/data-access';
import { Button } from '@portal/ui-kit';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { StatePanel } from '@portal/page-kit';
import type { GamePageState } from '../hooks/useGameLauncher';
import { isSafeGameUrl } from '../utils/isSafeGameUrl';
import { GameBetHistory } from './GameBetHistory';
import { GameFrame } from './GameFrame';

const StyledGamePage = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100vh - ${({ theme }) => theme.component.header.height}px);
`;

const StyledGameBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  min-height: ${({ theme }) => theme.spacing(14)};
  padding: ${({ theme }) => theme.spacing(2, 6)};
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
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
`;

const StyledEmpty = styled.div`
  padding: ${({ theme }) => theme.spacing(8)};
`;

/**
 * /game: the launched game in a sandboxed iframe under the portal header, with a bar to go back.
 * Leaving (back button or any navigation away) dispatches `portal:game-closed` and refreshes the
 * balance and betting records. A single game shows its bet history beside the frame.
 */
export function GamePage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Partial<GamePageState> | null;
  const url = state?.url;
  const gameClosed = useGameClosed();
  const closedRef = useRef(gameClosed);
  closedRef.current = gameClosed;
  useEffect(() => () => closedRef.current(), []);

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
  return (
    <StyledGamePage>
      <StyledGameBar>
        <Button variant="secondary" onClick={handleClose}>
          {t`Back to lobby`}
        </Button>
        <StyledGameTitle>{title}</StyledGameTitle>
      </StyledGameBar>
      <StyledFrameArea $withHistory={Boolean(state?.gameCode)}>
        <GameFrame url={url} title={title} />
        {state?.gameCode && <GameBetHistory gameCode={state.gameCode} />}
      </StyledFrameArea>
    </StyledGamePage>
  );
}
