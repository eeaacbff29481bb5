import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LotteryGame } from '@portal/api-contract';
import { sessionTokenState, useLotteryRecentMenu, useVnLotteryMenus, useVnOpenedNumbers } from '@portal/data-access';
import { Button, Skeleton } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGameLauncher } from '../../launch/hooks/useGameLauncher';
import { StatePanel, useErrorMessage } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';
import { DrawCountdown } from './DrawCountdown';
import { OpenedNumbersTable } from './OpenedNumbersTable';
import { GameMenuButton } from '../../game-menu/components/GameMenuButton';

const StyledVnLotteryPage = styled.div`
  display: grid;
  grid-template-columns: 260px 1fr;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(6)};

  /* A phone: one column, the chosen game and its Bet now first (docs/product/phone-layout.md). */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(4)};
    padding: 0;
  }
`;

const StyledMenu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  min-width: 0;
`;

const StyledMenuHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledMenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* A phone: each group's lotteries in a row of chips that scrolls sideways. */
  ${({ theme }) => theme.media.phone} {
    flex-direction: row;
    overflow-x: auto;
    scrollbar-width: none;

    & > li {
      flex-shrink: 0;
    }
  }
`;

const StyledMenuButton = styled(GameMenuButton)`
  ${({ theme }) => theme.media.phone} {
    white-space: nowrap;
  }
`;

const StyledMain = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  min-width: 0;

  ${({ theme }) => theme.media.phone} {
    order: -1;
  }
`;

const StyledGameHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
  min-height: 88px;
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  ${({ theme }) => theme.media.phone} {
    flex-wrap: wrap;
    padding: ${({ theme }) => theme.spacing(4)};

    & > button {
      flex: 1 1 100%;
    }
  }
`;

const StyledGameTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/**
 * /vnlottery: VN lottery menus (and the member's recent lotteries) on the left; the chosen game
 * (`?gameCode=`) with its countdown to the next draw and its last 100 opened numbers.
 */
export function VnLotteryPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const token = useAtomValue(sessionTokenState);
  const menus = useVnLotteryMenus();
  const recent = useLotteryRecentMenu();
  const errorMessage = useErrorMessage();
  const { launchLottery, pendingKey } = useGameLauncher();

  const allGames = menus.data?.flatMap((menu) => menu.gameMenus) ?? [];
  const requested = params.get('gameCode');
  const game = allGames.find((g) => g.gameCode === requested) ?? allGames[0];
  const opened = useVnOpenedNumbers(game?.gameCode);

  const handleSelect = (next: LotteryGame) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        copy.set('gameCode', next.gameCode);
        return copy;
      },
      { replace: true },
    );
  const handleDraw = () => {
    void opened.refetch();
    void menus.refetch();
  };

  const menuButton = (g: LotteryGame, key: string) => (
    <li key={key}>
      <StyledMenuButton
        type="button"
        $current={g.gameCode === game?.gameCode}
        aria-current={g.gameCode === game?.gameCode ? 'true' : undefined}
        onClick={() => handleSelect(g)}
      >
        {g.labelName}
      </StyledMenuButton>
    </li>
  );

  if (menus.isError)
    return (
      <StyledVnLotteryPage>
        <StatePanel
          kind="error"
          title={t`The lotteries could not be loaded`}
          description={errorMessage(menus.error, GAME_ERROR_MESSAGES)}
          onRetry={() => void menus.refetch()}
        />
      </StyledVnLotteryPage>
    );

  return (
    <StyledVnLotteryPage>
      <StyledMenu aria-label={t`VN lotteries`}>
        {menus.isPending ? (
          <Skeleton height={320} />
        ) : (
          menus.data.map((menu) => (
            <div key={menu.gameGroupCode}>
              <StyledMenuHeading>{menu.labelName}</StyledMenuHeading>
              <StyledMenuList>{menu.gameMenus.map((g) => menuButton(g, g.gameCode))}</StyledMenuList>
            </div>
          ))
        )}
        {token && recent.data && recent.data.length > 0 ? (
          <div>
            <StyledMenuHeading>{t`Played recently`}</StyledMenuHeading>
            <StyledMenuList>{recent.data.map((g) => menuButton(g, `recent:${g.gameCode}`))}</StyledMenuList>
          </div>
        ) : null}
      </StyledMenu>
      <StyledMain aria-label={game?.labelName ?? t`Lottery`}>
        {menus.isPending ? (
          <Skeleton height={88} />
        ) : !game ? (
          <StatePanel kind="empty" title={t`No lotteries available.`} />
        ) : (
          <>
            <StyledGameHeader>
              <div>
                <StyledGameTitle>{game.labelName}</StyledGameTitle>
                <DrawCountdown game={game} receivedAt={menus.dataUpdatedAt} onDraw={handleDraw} />
              </div>
              <Button
                variant="primary"
                size="lg"
                loading={pendingKey === `lottery:${game.gameCode}`}
                onClick={() => launchLottery({ gameCode: game.gameCode, labelName: game.labelName, playType: game.defaultPlayType, category: 'LOTT' })}
              >
                {t`Bet now`}
              </Button>
            </StyledGameHeader>
            {opened.isPending ? (
              <Skeleton height={480} />
            ) : opened.isError ? (
              <StatePanel
                kind="error"
                title={t`The results could not be loaded`}
                description={errorMessage(opened.error, GAME_ERROR_MESSAGES)}
                onRetry={() => void opened.refetch()}
              />
            ) : opened.data.length === 0 ? (
              <StatePanel kind="empty" title={t`No draws yet.`} />
            ) : (
              <OpenedNumbersTable
                draws={opened.data}
                caption={t`${plural(opened.data.length, { one: 'Latest draw', other: 'Latest # draws' })} of ${game.labelName}`}
              />
            )}
          </>
        )}
      </StyledMain>
    </StyledVnLotteryPage>
  );
}
