import { useLingui } from '@lingui/react/macro';
import { activeModalState } from '@portal/data-access';
import { Modal } from '@portal/ui-kit';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HelpArticles } from './HelpArticles';

/** The help modal: the help-centre articles in a modal, with a link to the full help centre. */
export function HelpModal() {
  const { t } = useLingui();
  const [modal, setModal] = useAtom(activeModalState);
  const [selected, setSelected] = useState<string | null>(null);
  const handleClose = () => setModal(null);
  return (
    <Modal
      open={modal === 'help'}
      onClose={handleClose}
      title={t`Help`}
      closeLabel={t`Close`}
      width={880}
      footer={
        <Link to="/helpmc" onClick={handleClose}>
          {t`Open the help centre`}
        </Link>
      }
    >
      <HelpArticles selected={selected} onSelect={setSelected} />
    </Modal>
  );
}
