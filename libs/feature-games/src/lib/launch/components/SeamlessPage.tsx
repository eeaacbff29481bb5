import { useLingui } from '@lingui/react/macro';
import type { Game } from '@portal/api-contract';
import { useGameClosed, usePopularGames } from '@portal/data-access';
import { Button, LazyImage, Skeleton, Spinner, useLatest } from '@portal/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { StatePanel, useErrorMessage } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../constants/GAME_ERROR_MESSAGES';
import { useGameLauncher } from '../hooks/useGameLauncher';
import { GameFrame } from './GameFrame';
import { GameMenuButton } from '../../game-menu/components/GameMenuButton';
import { useLaunchServer } from '../hooks/useLaunchServer';

const StyledSeamlessPage = styled.div`
  display: grid;
  grid-template-columns: 280px 1fr;
  height: calc(100vh - ${({ theme }) => theme.component.header.height}px);
`;

const StyledGamePicker = styled.nav`
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(4)};
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledPickerHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledPickerList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A game with its icon beside its name. */
const StyledPickerButton = styled(GameMenuButton)`
  display: grid;
  grid-template-columns: 48px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)};
`;

const StyledStage = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledStageBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2, 4)};
  color: ${({ theme }) => theme.color.text.primary};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  strong {
    flex: 1;
  }
`;

const StyledStageFrame = styled.div`
  flex: 1;
  min-height: 0;
`;

const StyledEmptyStage = styled.div`
  padding: ${({ theme }) => theme.spacing(8)};
`;

/**
 * /seamless: seamless-wallet play without leaving the page — the most played games on the left,
 * the chosen one running in place on the right (the side menu starts minimised, see the shell).
 */
export function SeamlessPage() {
  const { t } = useLingui();
  const popular = usePopularGames(undefined, 20);
  const errorMessage = useErrorMessage();
  const [current, setCurrent] = useState<{ url: string; title: string; nodeId?: number } | null>(null);
  const selected = useRef<number | undefined>(undefined);
  const gameClosed = useGameClosed();
  const handleUrl = useCallback((url: string, title: string) => setCurrent({ url, title, nodeId: selected.current }), []);
  const { launchGame, pendingKey } = useGameLauncher({ onUrl: handleUrl });
  // Through the platform's launch CDNs, as on /game (docs/product/display-and-platform.md).
  const server = useLaunchServer(current?.url ?? '');
  const closedRef = useLatest(gameClosed);
  useEffect(() => () => closedRef.current(), [closedRef]);

  const handlePick = (game: Game) => {
    if (current) gameClosed();
    selected.current = game.nodeId;
    launchGame(game);
  };
  const handleClose = () => {
    setCurrent(null);
    gameClosed();
  };

  return (
    <StyledSeamlessPage>
      <StyledGamePicker aria-label={t`Seamless games`}>
        <StyledPickerHeading>{t`Seamless play`}</StyledPickerHeading>
        {popular.isPending ? (
          <StyledPickerList aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <Skeleton height={64} />
              </li>
            ))}
          </StyledPickerList>
        ) : popular.isError ? (
          <StatePanel
            kind="error"
            title={t`The games could not be loaded`}
            description={errorMessage(popular.error, GAME_ERROR_MESSAGES)}
            onRetry={() => void popular.refetch()}
          />
        ) : (
          <StyledPickerList>
            {popular.data.list.map((game) => (
              <li key={game.nodeId}>
                <StyledPickerButton
                  type="button"
                  $current={current?.nodeId === game.nodeId}
                  aria-current={current?.nodeId === game.nodeId ? 'true' : undefined}
                  disabled={pendingKey === `game:${game.nodeId}`}
                  onClick={() => handlePick(game)}
                >
                  <LazyImage src={game.imageUrl} alt="" width={48} height={48} rounded />
                  <span>{game.gameName}</span>
                </StyledPickerButton>
              </li>
            ))}
          </StyledPickerList>
        )}
      </StyledGamePicker>
      <StyledStage aria-label={t`Game`}>
        {current ? (
          <>
            <StyledStageBar>
              <strong>{current.title}</strong>
              {server.choice ? (
                <Button variant="ghost" size="sm" onClick={server.next}>
                  {t`Game not loading? Try another server`}
                </Button>
              ) : null}
              <Button variant="secondary" size="sm" onClick={handleClose}>
                {t`Close game`}
              </Button>
            </StyledStageBar>
            <StyledStageFrame>
              {server.ready ? (
                <GameFrame key={`${current.url}#${server.key}`} url={server.url} title={current.title} />
              ) : (
                <Spinner size="lg" label={t`Loading…`} />
              )}
            </StyledStageFrame>
          </>
        ) : (
          <StyledEmptyStage>
            <StatePanel kind="empty" title={t`Pick a game on the left to play it here.`} description={t`Your balance is shared: no transfer needed.`} />
          </StyledEmptyStage>
        )}
      </StyledStage>
    </StyledSeamlessPage>
  );
}
