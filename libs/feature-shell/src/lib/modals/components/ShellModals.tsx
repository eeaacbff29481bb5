import { ChatWindow } from '../../chat/components/ChatWindow';
import { DownloadModal } from '../../download/components/DownloadModal';
import { HelpModal } from '../../help/components/HelpModal';
import { NoticeModal } from '../../notice/components/NoticeModal';

/** The shell's portal-wide modals (noticeModal, downModal, help) and the chat-room window. */
export function ShellModals() {
  return (
    <>
      <NoticeModal />
      <DownloadModal />
      <HelpModal />
      <ChatWindow />
    </>
  );
}
