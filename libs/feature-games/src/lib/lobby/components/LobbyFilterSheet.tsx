import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@portal/ui-kit';
import type { ReactNode } from 'react';

export interface LobbyFilterSheetProps {
  /** The filter fields: each applies at once, the list behind the sheet follows. */
  children: ReactNode;
  onClose: () => void;
  /** Clears every filter; no button when nothing is chosen. */
  onClear?: () => void;
}

/** A phone's lobby filters (provider, game type, minimum bet) in a bottom sheet. */
export function LobbyFilterSheet({ children, onClose, onClear }: LobbyFilterSheetProps) {
  const { t } = useLingui();
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Filter games`}
      closeLabel={t`Close`}
      footer={
        <>
          {onClear ? (
            <Button variant="ghost" onClick={onClear}>
              {t`Clear filters`}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t`Show games`}</Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
