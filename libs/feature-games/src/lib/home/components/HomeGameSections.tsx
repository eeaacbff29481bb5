import { useLingui } from '@lingui/react/macro';
import { useHotGames, usePopularGames } from '@portal/data-access';
import { RenderWhenNear, useViewport } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CollectionGameList } from '../../lobby/components/CollectionGameList';
import { useGameActions, type GameActions } from '../../lobby/hooks/useGameActions';

const StyledHomeGameSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(8)};

  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.spacing(6)};
  }
`;

/**
 * Most played, below the hot games: on a phone rendered when scrolled near (RenderWhenNear), and once
 * rendered, laid out and painted only while near (docs/product/performance.md "Only what the
 * first screen shows").
 */
const StyledBelowSection = styled.section`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 2400px;
`;

const StyledSectionHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.spacing(3)};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${({ theme }) => theme.media.touch} {
    align-items: center;

    a {
      display: inline-flex;
      align-items: center;
      min-height: 32px;
    }
  }
`;

/** Hot games shown on home, and most played (count 20, docs/product/games-and-play.md). */
const HOT_COUNT = 14;
const POPULAR_COUNT = 20;
/** Most played's height on a phone (two columns of 20 tiles), held until it renders. */
const POPULAR_HEIGHT = 2400;

/** Hot and most played games (count 20) for the home page (the shell's `homeGames` slot). */
export function HomeGameSections() {
  const { t } = useLingui();
  const actions = useGameActions();
  const hot = useHotGames({});
  // A phone's first screen ends at the hot games; a wider one shows most played too.
  const phone = useViewport() === 'phone';
  return (
    <StyledHomeGameSections>
      <section aria-labelledby="home-hot-games">
        <StyledSectionHeader>
          <h2 id="home-hot-games">{t`Hot games`}</h2>
          <Link to="/rng?page=hot">{t`See all`}</Link>
        </StyledSectionHeader>
        <CollectionGameList
          games={hot.data?.list.slice(0, HOT_COUNT)}
          isPending={hot.isPending}
          error={hot.error}
          onRetry={() => void hot.refetch()}
          actions={actions}
          label={t`Hot games`}
          emptyText={t`No hot games right now.`}
          expectedCount={HOT_COUNT}
        />
      </section>
      <StyledBelowSection aria-labelledby="home-popular-games">
        <StyledSectionHeader>
          <h2 id="home-popular-games">{t`Most played`}</h2>
        </StyledSectionHeader>
        <RenderWhenNear estimatedHeight={POPULAR_HEIGHT} deferred={phone}>
          <PopularGames actions={actions} />
        </RenderWhenNear>
      </StyledBelowSection>
    </StyledHomeGameSections>
  );
}

/** Most played: on a phone, rendered when the visitor scrolls near it (docs/product/performance.md "Only what the first screen shows"). */
function PopularGames({ actions }: { actions: GameActions }) {
  const { t } = useLingui();
  const popular = usePopularGames(undefined, POPULAR_COUNT);
  return (
    <CollectionGameList
      games={popular.data?.list}
      isPending={popular.isPending}
      error={popular.error}
      onRetry={() => void popular.refetch()}
      actions={actions}
      label={t`Most played games`}
      emptyText={t`No games yet.`}
      expectedCount={POPULAR_COUNT}
    />
  );
}
