import { activeModalState, portalAlertState, type PortalModal } from '@portal/data-access';
import { useAtom } from 'jotai';
import { lazy, useState, type ComponentType } from 'react';
import { chatWindowOpenState } from '../../chat/states/chatWindowOpenState';
import { loadChunk } from '@portal/page-kit/chunks';
import { LazyModalBoundary } from './LazyModalBoundary';

type ShellModalId = Extract<PortalModal, 'notice' | 'download' | 'help'> | 'alert' | 'chat';

const loaders: Record<ShellModalId, () => Promise<ComponentType>> = {
  notice: () => import('../../notice/components/NoticeModal').then((module) => module.NoticeModal),
  download: () => import('../../download/components/DownloadModal').then((module) => module.DownloadModal),
  help: () => import('../../help/components/HelpModal').then((module) => module.HelpModal),
  alert: () => import('../../alert/components/PortalAlertHost').then((module) => module.PortalAlertHost),
  chat: () => import('../../chat/components/ChatWindow').then((module) => module.ChatWindow),
};

const lazyModal = (id: ShellModalId) => lazy(() => loadChunk(loaders[id]).then((component) => ({ default: component })));
/** React.lazy keeps a failed import: a modal that failed gets a fresh one, so its next opening loads again. */
const lazyModals = new Map<ShellModalId, ComponentType>();
const modalComponent = (id: ShellModalId) => {
  let component = lazyModals.get(id);
  if (!component) {
    component = lazyModal(id);
    lazyModals.set(id, component);
  }
  return component;
};

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

  // Mounted from the render that first asks for it (React's "adjust state while rendering").
  if (opening.length > 0) setMounted([...mounted, ...opening]);

  const handleError = (id: ShellModalId) => {
    lazyModals.delete(id);
    setMounted((current) => current.filter((other) => other !== id));
    if (id === 'alert') setAlert(null);
    else if (id === 'chat') setChatOpen(false);
    else setModal((current) => (current === id ? null : current));
  };

  return (
    <>
      {mounted.map((id) => {
        const Modal = modalComponent(id);
        return (
          <LazyModalBoundary key={id} onError={() => handleError(id)}>
            <Modal />
          </LazyModalBoundary>
        );
      })}
    </>
  );
}
