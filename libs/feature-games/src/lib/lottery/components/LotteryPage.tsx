import { useLingui } from '@lingui/react/macro';
import { PRIZE_MODES, type LotteryGame } from '@portal/api-contract';
import { useLotteryFavourites, useLotteryMenus, type PrizeMode } from '@portal/data-access';
import { Skeleton, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGameLauncher } from '../../launch/hooks/useGameLauncher';
import { StatePanel, useErrorMessage } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';
import { StyledLobbyHeading, StyledLobbyPage } from '../../lobby/components/LobbyPage';
import { DEFAULT_PRIZE_MODE } from '../constants/LOTTERY_PRIZE_MODES';
import { PRIZE_MODE_LABELS } from '../constants/PRIZE_MODE_LABELS';
import { LotteryGameCard } from './LotteryGameCard';
import { LotteryGameGrid } from './LotteryGameGrid';

const StyledGroupHeading = styled.h2`
  margin: ${({ theme }) => theme.spacing(4, 0, 3)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/**
 * /lottery: lottery menus by prize mode, per-user favourites (localStorage), launch into the
 * lottery lobby. `?gameCode=` highlights a game; `?playType=` is the view it opens with.
 */
export function LotteryPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? undefined;
  const playType = params.get('playType') ?? undefined;
  const [mode, setMode] = useState<PrizeMode>(DEFAULT_PRIZE_MODE);
  const menus = useLotteryMenus(mode);
  const { favourites, toggle, canStore } = useLotteryFavourites();
  const { launchLottery, pendingKey } = useGameLauncher();
  const errorMessage = useErrorMessage();

  const handlePlay = (game: LotteryGame) =>
    launchLottery({
      gameCode: game.gameCode,
      labelName: game.labelName,
      playType: game.gameCode === gameCode && playType ? playType : game.defaultPlayType,
      category: mode === 'Elott' || mode === 'ZY' ? 'ELOTT' : 'LOTT',
    });

  const allGames = menus.data?.flatMap((menu) => menu.gameMenus) ?? [];
  const favouriteGames = allGames.filter((game) => favourites.includes(game.gameCode));
  const card = (game: LotteryGame, key: string) => (
    <LotteryGameCard
      key={key}
      game={game}
      receivedAt={menus.dataUpdatedAt}
      highlighted={game.gameCode === gameCode}
      pending={pendingKey === `lottery:${game.gameCode}`}
      isFavourite={canStore ? favourites.includes(game.gameCode) : undefined}
      onToggleFavourite={toggle}
      onPlay={handlePlay}
    />
  );

  return (
    <StyledLobbyPage>
      <StyledLobbyHeading>{t`Lottery`}</StyledLobbyHeading>
      <Tabs
        items={PRIZE_MODES.map((value) => ({ value, label: i18n._(PRIZE_MODE_LABELS[value]) }))}
        value={mode}
        onChange={setMode}
        ariaLabel={t`Prize modes`}
        variant="pill"
      />
      {menus.isPending ? (
        <LotteryGameGrid aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton height={148} />
            </li>
          ))}
        </LotteryGameGrid>
      ) : menus.isError ? (
        <StatePanel
          kind="error"
          title={t`The lotteries could not be loaded`}
          description={errorMessage(menus.error, GAME_ERROR_MESSAGES)}
          onRetry={() => void menus.refetch()}
        />
      ) : allGames.length === 0 ? (
        <StatePanel kind="empty" title={t`No lotteries in this mode yet.`} />
      ) : (
        <div>
          {favouriteGames.length > 0 ? (
            <section aria-label={t`My favourite lotteries`}>
              <StyledGroupHeading>{t`My favourites`}</StyledGroupHeading>
              <LotteryGameGrid>{favouriteGames.map((game) => card(game, `fav:${game.gameCode}`))}</LotteryGameGrid>
            </section>
          ) : null}
          {menus.data.map((menu) => (
            <section key={menu.gameGroupCode} aria-label={menu.labelName}>
              <StyledGroupHeading>{menu.labelName}</StyledGroupHeading>
              <LotteryGameGrid>{menu.gameMenus.map((game) => card(game, game.gameCode))}</LotteryGameGrid>
            </section>
          ))}
        </div>
      )}
    </StyledLobbyPage>
  );
}
