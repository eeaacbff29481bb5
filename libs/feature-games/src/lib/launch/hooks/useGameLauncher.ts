import { useLingui } from '@lingui/react/macro';
import type { Game, GameCategory, VendorCard } from '@portal/api-contract';
import { useBrand } from '@portal/brand';
import { useViewport } from '@portal/ui-kit';
import { PlatformError, portalAlertState, useLaunchGame, usePvpLaunch, useRequireLogin, useRequireRealAccount, type LaunchTarget } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GAME_PAGE_PATH } from '../constants/GAME_PAGE_PATH';
import { REAL_ACCOUNT_CATEGORIES } from '../constants/REAL_ACCOUNT_CATEGORIES';
import { lotteryVendorOf } from '../utils/lotteryVendorOf';
import { useErrorMessage } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../constants/GAME_ERROR_MESSAGES';

/** What /game receives in the history state. */
export interface GamePageState {
  url: string;
  title: string;
  /** Where "back" goes (the lobby the game was opened from). */
  returnTo: string;
  /** The game's code when a single game was launched (its bet history shows beside the frame). */
  gameCode?: string;
}

export interface LotteryLaunch {
  gameCode: string;
  labelName: string;
  playType?: string;
  category: 'LOTT' | 'ELOTT';
}

/**
 * Every way into a game: a game tile, a vendor card whose isGame is GAME (live, sports and
 * e-sports provider lobbies), a PVP room, a lottery lobby. Guests get the login modal; trial
 * accounts get in_need_true_account for the categories of REAL_ACCOUNT_CATEGORIES. On success the
 * URL opens in /game (or is handed to `onUrl`, e.g. the embedded /seamless player).
 */
export function useGameLauncher(options: { onUrl?: (url: string, title: string) => void } = {}) {
  const { t } = useLingui();
  const brand = useBrand();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const requireRealAccount = useRequireRealAccount();
  const setAlert = useSetAtom(portalAlertState);
  // A phone or a tablet gets the vendor's mobile build (docs/product/games-and-play.md).
  const { launch } = useLaunchGame(brand.platform, useViewport() === 'desktop' ? 'desktop' : 'mobile');
  const { launch: launchPvp } = usePvpLaunch();
  const errorMessage = useErrorMessage();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const { onUrl } = options;

  const open = useCallback(
    (key: string, title: string, getUrl: () => Promise<string>, gameCode?: string) => {
      setPendingKey(key);
      getUrl()
        .then((url) => {
          if (!url) throw new PlatformError({ kind: 'malformed', endpoint: 'launchGame', messageKey: 'empty_game_url' });
          if (onUrl) onUrl(url, title);
          else {
            const state: GamePageState = { url, title, returnTo: `${window.location.pathname}${window.location.search}`, gameCode };
            navigate(GAME_PAGE_PATH, { state });
          }
        })
        .catch((error: unknown) => setAlert({ tone: 'warning', title: t`The game could not be opened`, message: errorMessage(error, GAME_ERROR_MESSAGES) }))
        .finally(() => setPendingKey(null));
    },
    [navigate, onUrl, setAlert, t, errorMessage],
  );

  const guarded = useCallback(
    (category: GameCategory, action: () => void) => {
      if (REAL_ACCOUNT_CATEGORIES.includes(category)) {
        requireRealAccount(action, {
          tone: 'warning',
          message: t`This game needs a real account. Register a real account to play it.`,
        });
      } else requireLogin(action);
    },
    [requireLogin, requireRealAccount, t],
  );

  const launchGame = useCallback(
    (game: Game) =>
      guarded(game.gameType, () =>
        open(
          `game:${game.nodeId}`,
          game.gameName,
          () => {
            const target: LaunchTarget = {
              gameId: game.gameCode,
              nodeId: game.nodeId,
              vassalage: game.vassalage,
              accountType: game.accountTypeName,
              launchMode: 'GAME',
            };
            return launch(target);
          },
          game.gameCode,
        ),
      ),
    [guarded, open, launch],
  );

  const launchVendor = useCallback(
    (card: VendorCard) =>
      guarded(card.gameType, () =>
        open(`vendor:${card.gameType}:${card.vassalage}`, card.title, () =>
          launch({
            gameId: card.providerCode ?? undefined,
            nodeId: card.nodeId ?? undefined,
            vassalage: card.vassalage,
            launchMode: 'LOBBY',
          }),
        ),
      ),
    [guarded, open, launch],
  );

  const launchRoom = useCallback(
    (room: { roomId: string; roomName: string; vassalage: string }) =>
      guarded('PVP', () => open(`room:${room.roomId}`, room.roomName, () => launchPvp(room.roomId, room.vassalage))),
    [guarded, open, launchPvp],
  );

  const launchLottery = useCallback(
    (lottery: LotteryLaunch) =>
      guarded(lottery.category, () =>
        open(`lottery:${lottery.gameCode}`, lottery.labelName, () =>
          launch({
            gameId: lottery.gameCode,
            vassalage: lotteryVendorOf(lottery.gameCode),
            launchMode: 'LOTT',
            lottoArea: 'VN',
            lottoGameCode: lottery.gameCode,
            lottoView: lottery.playType,
            backUrl: window.location.href,
          }),
        ),
      ),
    [guarded, open, launch],
  );

  return { launchGame, launchVendor, launchRoom, launchLottery, pendingKey };
}
