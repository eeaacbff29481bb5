import { useLingui } from '@lingui/react/macro';
import type { VendorCard } from '@portal/api-contract';
import { Modal } from '@portal/ui-kit';
import type { GameActions } from '../hooks/useGameActions';
import { PagedGameList } from './PagedGameList';

export interface VendorGamesModalProps {
  card: VendorCard | null;
  actions: GameActions;
  onClose: () => void;
}

/** The popup game list of a VASSALAGE vendor card, paged 42 at a time. */
export function VendorGamesModal({ card, actions, onClose }: VendorGamesModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={card !== null} onClose={onClose} title={card?.title} closeLabel={t`Close`} width={1080} phoneLayout="fullscreen">
      {card ? (
        <PagedGameList
          filters={{ gameType: card.gameType, vassalage: card.vassalage }}
          actions={actions}
          label={t`Games of ${card.title}`}
          emptyText={t`This provider has no games yet.`}
        />
      ) : null}
    </Modal>
  );
}
