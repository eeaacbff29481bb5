/** Views of a lobby (on /rng they are the tabs of the `page` query): all games, hot, recent, favourites. */
export const LOBBY_VIEWS = ['all', 'hot', 'recent', 'favourite'] as const;
export type LobbyView = (typeof LOBBY_VIEWS)[number];
