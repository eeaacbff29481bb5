import { useLingui } from '@lingui/react/macro';
import type { LotteryGame } from '@portal/api-contract';
import { useLotteryFavourites, useLotteryMenus } from '@portal/data-access';
import { Skeleton } from '@portal/ui-kit';
import { useGameLauncher } from '../../launch/hooks/useGameLauncher';
import { QueryState } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';
import { StyledLobbyHeading, StyledLobbyPage } from '../../lobby/components/LobbyPage';
import { ELOTT_PRIZE_MODE } from '../constants/LOTTERY_PRIZE_MODES';
import { LotteryGameCard } from './LotteryGameCard';
import { LotteryGameGrid } from './LotteryGameGrid';

/** /elott: the e-lottery lobby (prize mode Elott) under the w_lott banner. */
export function ElottPage() {
  const { t } = useLingui();
  const menus = useLotteryMenus(ELOTT_PRIZE_MODE);
  const { favourites, toggle, canStore } = useLotteryFavourites();
  const { launchLottery, pendingKey } = useGameLauncher();
  const games = menus.data?.flatMap((menu) => menu.gameMenus) ?? [];
  const handlePlay = (game: LotteryGame) =>
    launchLottery({ gameCode: game.gameCode, labelName: game.labelName, playType: game.defaultPlayType, category: 'ELOTT' });

  return (
    <StyledLobbyPage>
      <StyledLobbyHeading>{t`E-lottery`}</StyledLobbyHeading>
      <QueryState
        query={{ data: menus.data ? games : undefined, error: menus.error, refetch: menus.refetch }}
        errorTitle={t`The lotteries could not be loaded`}
        errorMessages={GAME_ERROR_MESSAGES}
        emptyTitle={t`No e-lotteries yet.`}
        loading={
          <LotteryGameGrid aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <Skeleton height={148} />
              </li>
            ))}
          </LotteryGameGrid>
        }
      >
        {() => (
          <LotteryGameGrid aria-label={t`E-lotteries`}>
            {games.map((game) => (
              <LotteryGameCard
                key={game.gameCode}
                game={game}
                receivedAt={menus.dataUpdatedAt}
                pending={pendingKey === `lottery:${game.gameCode}`}
                isFavourite={canStore ? favourites.includes(game.gameCode) : undefined}
                onToggleFavourite={toggle}
                onPlay={handlePlay}
              />
            ))}
          </LotteryGameGrid>
        )}
      </QueryState>
    </StyledLobbyPage>
  );
}
