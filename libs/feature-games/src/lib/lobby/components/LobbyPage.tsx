import { useLingui } from '@lingui/react/macro';
import type { GameCategory, VendorCard } from '@portal/api-contract';
import { sessionTokenState, useFavouriteGames, useGameVendors, useHotGames, useRecentGames } from '@portal/data-access';
import { Tabs } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { StatePanel, useErrorMessage } from '@portal/page-kit';
import { GAME_CATEGORY_LABELS } from '@portal/i18n';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';
import type { LobbyView } from '../constants/LOBBY_VIEWS';
import { useGameActions, type GameActions } from '../hooks/useGameActions';
import { useLobbyCategory } from '../hooks/useLobbyCategory';
import { useLobbyFilters, type LobbyFilters } from '../hooks/useLobbyFilters';
import { CollectionGameList } from './CollectionGameList';
import { InfiniteGameList } from './InfiniteGameList';
import { LobbyFilterBar } from './LobbyFilterBar';
import { LoginPrompt } from './LoginPrompt';
import { PagedGameList } from './PagedGameList';
import { PvpRoomList } from './PvpRoomList';
import { VendorCardList } from './VendorCardList';
import { VendorCardListSkeleton } from './VendorCardListSkeleton';
import { lazyComponent } from '@portal/page-kit/chunks';

/** Lobbies whose vendors are the way in (each vendor is one provider lobby). */
/** A provider's games in a modal: its code (and react-aria's dialog) loads with the first one opened. */
const VendorGamesModal = lazyComponent(() => import('./VendorGamesModal'), 'VendorGamesModal');

const PROVIDER_LOBBIES: readonly GameCategory[] = ['SPORTS', 'ESPORTS'];

export const StyledLobbyPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(6)};

  /* The layout's content already has the phone's gutters (docs/product/phone-layout.md). */
  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.spacing(4)};
    padding: 0;
  }
`;

export const StyledLobbyHeading = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledSectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/**
 * The one lobby of /rng, /pvp, /live, /fish, /sports, /esports and /inhouse (the category comes from
 * the path). Vendors, then the views (all, hot, recent, favourites — the `page` query) and filters.
 * Slots (hundreds of games) scroll infinitely; the other lobbies and vendor popups are paged.
 */
export function LobbyPage() {
  const { t, i18n } = useLingui();
  const category = useLobbyCategory();
  const { filters, update } = useLobbyFilters();
  const vendors = useGameVendors(category);
  const actions = useGameActions();
  const errorMessage = useErrorMessage();
  const [popupCard, setPopupCard] = useState<VendorCard | null>(null);
  // Mounted from the first card opened and kept after, so it closes and reopens as before.
  const [popupUsed, setPopupUsed] = useState(false);
  if (popupCard && !popupUsed) setPopupUsed(true);
  const menu = vendors.data?.find((m) => m.gameType === category);
  const isProviderLobby = PROVIDER_LOBBIES.includes(category);

  const handleOpenVendor = (card: VendorCard) => {
    if (card.isGame === 'VASSALAGE') setPopupCard(card);
    else actions.launchVendor(card);
  };

  const viewItems: { value: LobbyView; label: string }[] = [
    { value: 'all', label: t`All games` },
    { value: 'hot', label: t`Hot` },
    { value: 'recent', label: t`Recent` },
    { value: 'favourite', label: t`Favourites` },
  ];

  return (
    <StyledLobbyPage data-lobby={category}>
      <StyledLobbyHeading>{i18n._(GAME_CATEGORY_LABELS[category])}</StyledLobbyHeading>
      <section aria-label={t`Game providers`}>
        {vendors.isPending ? (
          <VendorCardListSkeleton count={4} large={isProviderLobby} />
        ) : vendors.isError ? (
          <StatePanel
            kind="error"
            title={t`The providers could not be loaded`}
            description={errorMessage(vendors.error, GAME_ERROR_MESSAGES)}
            onRetry={() => void vendors.refetch()}
          />
        ) : !menu || menu.cards.length === 0 ? (
          <StatePanel kind="empty" title={t`No providers in this category yet.`} />
        ) : (
          <VendorCardList cards={menu.cards} selected={filters.vassalage} pendingKey={actions.pendingKey} large={isProviderLobby} onOpen={handleOpenVendor} />
        )}
      </section>

      {category === 'PVP' ? (
        <section>
          <StyledSectionHeading>{t`Card rooms`}</StyledSectionHeading>
          <PvpRoomList vassalage={filters.vassalage} actions={actions} />
        </section>
      ) : null}

      {isProviderLobby ? null : (
        <section aria-label={t`Games`}>
          <Tabs items={viewItems} value={filters.view} onChange={(view) => update({ page: view })} ariaLabel={t`Game lists`} variant="pill" />
          <LobbyView category={category} filters={filters} actions={actions} menuFilter={<LobbyFilterBar menu={menu} filters={filters} onChange={update} />} />
        </section>
      )}
      {popupUsed ? (
        <Suspense fallback={null}>
          <VendorGamesModal card={popupCard} actions={actions} onClose={() => setPopupCard(null)} />
        </Suspense>
      ) : null}
    </StyledLobbyPage>
  );
}

const StyledLobbyView = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

interface LobbyViewProps {
  category: GameCategory;
  filters: LobbyFilters;
  actions: GameActions;
  menuFilter: ReactNode;
}

function LobbyView({ category, filters, actions, menuFilter }: LobbyViewProps) {
  const { t } = useLingui();
  const token = useAtomValue(sessionTokenState);
  const listFilters = {
    gameType: category,
    vassalage: filters.vassalage,
    gameClassify: filters.gameClassify,
    gameName: filters.gameName,
    minBet: filters.minBet,
  };
  const emptyText = filters.gameName ? t`No games match “${filters.gameName}”.` : t`No games match these filters.`;

  if (filters.view === 'hot')
    return (
      <StyledLobbyView>
        <HotGamesView category={category} vassalage={filters.vassalage} actions={actions} />
      </StyledLobbyView>
    );
  if (filters.view === 'recent' || filters.view === 'favourite')
    return (
      <StyledLobbyView>
        {!token ? (
          <LoginPrompt title={filters.view === 'recent' ? t`Log in to see the games you played recently.` : t`Log in to keep your favourite games here.`} />
        ) : filters.view === 'recent' ? (
          <RecentGamesView category={category} vassalage={filters.vassalage} actions={actions} />
        ) : (
          <FavouriteGamesView category={category} actions={actions} />
        )}
      </StyledLobbyView>
    );
  return (
    <StyledLobbyView>
      {menuFilter}
      {category === 'RNG' ? (
        <InfiniteGameList filters={listFilters} actions={actions} label={t`Games`} emptyText={emptyText} />
      ) : (
        <PagedGameList filters={listFilters} actions={actions} label={t`Games`} emptyText={emptyText} />
      )}
    </StyledLobbyView>
  );
}

interface CollectionViewProps {
  category: GameCategory;
  vassalage?: string;
  actions: GameActions;
}

function HotGamesView({ category, vassalage, actions }: CollectionViewProps) {
  const { t } = useLingui();
  const query = useHotGames({ gameType: category, vassalage });
  return (
    <CollectionGameList
      games={query.data?.list}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={actions}
      label={t`Hot games`}
      emptyText={t`No hot games right now.`}
    />
  );
}

function RecentGamesView({ category, vassalage, actions }: CollectionViewProps) {
  const { t } = useLingui();
  const query = useRecentGames(vassalage);
  return (
    <CollectionGameList
      games={query.data?.list.filter((game) => game.gameType === category)}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={actions}
      label={t`Recent games`}
      emptyText={t`You have not played any game here yet.`}
    />
  );
}

function FavouriteGamesView({ category, actions }: CollectionViewProps) {
  const { t } = useLingui();
  const query = useFavouriteGames(category);
  return (
    <CollectionGameList
      games={query.data?.list}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={actions}
      label={t`Favourite games`}
      emptyText={t`No favourites yet: tap the star on a game to add it.`}
    />
  );
}
