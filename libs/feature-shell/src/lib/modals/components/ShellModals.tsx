import { activeModalState, portalAlertState, type PortalModal } from '@portal/data-access';
import { ChunkBoundary, lazyComponent } from '@portal/page-kit/chunks';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { chatWindowOpenState } from '../../chat/states/chatWindowOpenState';

type ShellModalId = Extract<PortalModal, 'notice' | 'download' | 'help'> | 'alert' | 'chat';

/** Each modal's code, loaded when it first opens; one that failed loads again at its next opening (`lazyComponent`). */
const MODALS = {
  notice: lazyComponent(() => import('../../notice/components/NoticeModal'), 'NoticeModal'),
  download: lazyComponent(() => import('../../download/components/DownloadModal'), 'DownloadModal'),
  help: lazyComponent(() => import('../../help/components/HelpModal'), 'HelpModal'),
  alert: lazyComponent(() => import('../../alert/components/PortalAlertHost'), 'PortalAlertHost'),
  chat: lazyComponent(() => import('../../chat/components/ChatWindow'), 'ChatWindow'),
} satisfies Record<ShellModalId, unknown>;

const isShellModal = (modal: PortalModal | null): modal is Extract<ShellModalId, PortalModal> => modal === 'notice' || modal === 'download' || modal === 'help';

/**
 * The shell's portal-wide modals (noticeModal, downModal, help), the portal alert and the chat-room
 * window. A modal's code (react-aria's dialog, the HTML sanitiser, the QR code, the chat frame) loads
 * when it first opens, not before the home renders (docs/product/performance.md); once opened it stays mounted,
 * so it closes and reopens as before.
 */
export function ShellModals() {
  const [modal, setModal] = useAtom(activeModalState);
  const [alert, setAlert] = useAtom(portalAlertState);
  const [chatOpen, setChatOpen] = useAtom(chatWindowOpenState);
  const [mounted, setMounted] = useState<readonly ShellModalId[]>([]);
  const opening = [isShellModal(modal) ? modal : null, alert ? ('alert' as const) : null, chatOpen ? ('chat' as const) : null].filter(
    (id): id is ShellModalId => id !== null && !mounted.includes(id),
  );

  // Mounted from the render that first asks for it (React's "adjust state while rendering"); a modal
  // whose code failed before asks for it again as it opens (`lazyComponent`'s retry rule).
  if (opening.length > 0) {
    opening.forEach((id) => void MODALS[id].preload());
    setMounted([...mounted, ...opening]);
  }

  const handleError = (id: ShellModalId) => {
    setMounted((current) => current.filter((other) => other !== id));
    if (id === 'alert') setAlert(null);
    else if (id === 'chat') setChatOpen(false);
    else setModal((current) => (current === id ? null : current));
  };

  return (
    <>
      {mounted.map((id) => {
        const Modal = MODALS[id];
        return (
          <ChunkBoundary key={id} place="part" onError={() => handleError(id)}>
            <Modal />
          </ChunkBoundary>
        );
      })}
    </>
  );
}
