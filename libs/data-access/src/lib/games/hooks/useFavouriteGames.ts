import { routes, type GameCategory } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { usePlatformClient } from '../../query/PlatformProvider';
import { GAME_CLIENT_TYPE } from '../constants/GAME_CLIENT_TYPE';

/** getFavGames: the member's favourite games of one category (RNG by default; disabled for guests). */
export function useFavouriteGames(gameType: GameCategory = 'RNG', platform?: string) {
  const client = usePlatformClient();
  return useEndpointQuery(routes.favouriteGames, { clientType: GAME_CLIENT_TYPE, platform, language: client.language(), gameType });
}
