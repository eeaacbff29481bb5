import { useLingui } from '@lingui/react/macro';
import { Modal } from '@portal/ui-kit';
import { GameBetHistory } from './GameBetHistory';

/** A phone's bet history of the open game, as a bottom sheet over it. */
export function GameBetHistorySheet({ gameCode, onClose }: { gameCode: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal open onClose={onClose} title={t`My bets`} closeLabel={t`Close`} flush>
      <GameBetHistory gameCode={gameCode} />
    </Modal>
  );
}
