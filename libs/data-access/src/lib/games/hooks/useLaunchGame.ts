import { routes, type LaunchGameRequest } from '@portal/api-contract';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { usePlatformClient } from '../../query/PlatformProvider';
import { useEndpointMutation } from '../../query/useEndpointMutation';
import { sessionTokenState } from '../../session/states/sessionTokenState';
import { sessionUsernameState } from '../../session/states/sessionUsernameState';
import { GAME_CLIENT_TYPE } from '../constants/GAME_CLIENT_TYPE';
import { DESKTOP_LOTTERY_DEVICE, MOBILE_GAME_LAUNCH, type GameBuild } from '../constants/GAME_LAUNCH_BUILDS';

export type LaunchTarget = Omit<LaunchGameRequest, 'username' | 'token' | 'merchantCode' | 'language' | 'clientType' | 'platform' | 'device'>;

/**
 * Launches a game (docs/product/games-and-play.md launch payload): the caller gives what identifies the game (gameId or
 * nodeId, vassalage, accountType, launchMode, or the lottery lobby fields); this adds platform,
 * clientType, username, token, merchantCode and language (also sent as the Language header), and
 * for a lottery lobby the device. `build` picks the vendor's desktop or mobile build
 * (GAME_LAUNCH_BUILDS). Resolves to the URL to open in /game (game_url, else game_url2).
 */
export function useLaunchGame(platform: string, build: GameBuild = 'desktop') {
  const client = usePlatformClient();
  const token = useAtomValue(sessionTokenState);
  const username = useAtomValue(sessionUsernameState);
  const mutation = useEndpointMutation(routes.launchGame);
  // mutateAsync is stable; the mutation result object is new on every render (tiles get `launch`).
  const { mutateAsync } = mutation;
  const launch = useCallback(
    async (target: LaunchTarget): Promise<string> => {
      const mobile = build === 'mobile';
      const value = await mutateAsync({
        confirmTrans: false,
        ...target,
        platform: mobile ? MOBILE_GAME_LAUNCH.platform : platform,
        clientType: mobile ? MOBILE_GAME_LAUNCH.clientType : GAME_CLIENT_TYPE,
        device: target.launchMode === 'LOTT' ? (mobile ? MOBILE_GAME_LAUNCH.device : DESKTOP_LOTTERY_DEVICE) : undefined,
        username: username ?? undefined,
        token: token ?? undefined,
        merchantCode: client.merchant,
        language: client.language(),
      });
      return value.game_url || value.game_url2 || '';
    },
    [mutateAsync, platform, build, username, token, client],
  );
  return { launch, isPending: mutation.isPending, error: mutation.error };
}
