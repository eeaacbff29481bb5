import { useLingui } from '@lingui/react/macro';
import { activeModalState } from '@portal/data-access';
import { Modal } from '@portal/ui-kit';
import { useAtom } from 'jotai';
import { AppDownloadPanel } from './AppDownloadPanel';

/** downModal (docs/product/content.md): app download with Android and iOS tabs. */
export function DownloadModal() {
  const { t } = useLingui();
  const [modal, setModal] = useAtom(activeModalState);
  return (
    <Modal open={modal === 'download'} onClose={() => setModal(null)} title={t`Download the app`} closeLabel={t`Close`}>
      <AppDownloadPanel />
    </Modal>
  );
}
