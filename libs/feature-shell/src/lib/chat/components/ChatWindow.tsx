import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PLATFORM_LANGUAGE } from '@portal/i18n';
import { frameSandbox, sessionTokenState, useChatUrl } from '@portal/data-access';
import { useErrorMessage, type ErrorMessageOptions } from '@portal/page-kit';
import { Button, Spinner, useResolvedPortalTheme } from '@portal/ui-kit';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { PanelIcon } from '../../icons/components/PanelIcon';
import { StyledIconButton } from '../../header/components/StyledIconButton';
import { chatWindowOpenState } from '../states/chatWindowOpenState';

const StyledChatWindow = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.spacing(6)};
  bottom: ${({ theme }) => theme.spacing(6)};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: 380px;
  height: 560px;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.overlay};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  overflow: hidden;

  /* A phone: the whole screen, under the notch and above the home bar (docs/product/phone-layout.md). */
  ${({ theme }) => theme.media.phone} {
    inset: 0;
    width: auto;
    height: auto;
    padding: env(safe-area-inset-top, 0px) env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px);
    border: 0;
    border-radius: 0;
  }
`;

const StyledTitleBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing(2, 2, 2, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  & > button {
    ${({ theme }) => theme.media.touch} {
      width: ${({ theme }) => theme.component.touchTarget}px;
      height: ${({ theme }) => theme.component.touchTarget}px;
    }
  }
`;

const StyledBody = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.color.text.secondary};

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/** The error map said for the chat room (a trial account is refused with `in_please_information`). */
const CHAT_ERROR_MESSAGES: ErrorMessageOptions = {
  overrides: { in_please_information: msg`The chat room needs a real account.` },
  fallback: msg`The chat room could not be opened.`,
};

/** A colour the platform's `headerColor` takes (`#rgb` … `#rrggbbaa`); a brand colour written otherwise is not sent. */
const HEX_COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/**
 * The chat-room window: an iframe of the platform's chat URL (a fresh one-use ticket per opening),
 * asked for in the portal's language with its header colour in the current theme, so the room
 * reads in the player's language and its header matches the portal's (docs/product/shell-and-navigation.md "Chat room").
 */
export function ChatWindow() {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const { i18n } = useLinguiContext();
  const headerBackground = useResolvedPortalTheme().component.header.background;
  const [open, setOpen] = useAtom(chatWindowOpenState);
  const token = useAtomValue(sessionTokenState);
  const { mutate, data, isPending, isError, error, reset } = useChatUrl();
  const closeRef = useRef<HTMLButtonElement>(null);
  const title = t`Chat room`;
  const request = useMemo(
    () => ({
      b2c: 1 as const,
      title,
      language: PLATFORM_LANGUAGE[i18n.locale as keyof typeof PLATFORM_LANGUAGE],
      ...(HEX_COLOUR.test(headerBackground) ? { headerColor: headerBackground } : {}),
    }),
    [title, i18n.locale, headerBackground],
  );

  useEffect(() => {
    if (!open || !token) return;
    mutate(request);
    closeRef.current?.focus();
  }, [open, token, mutate, request]);

  useEffect(() => {
    if (!token) setOpen(false);
  }, [token, setOpen]);

  if (!open || !token) return null;
  const handleClose = () => {
    setOpen(false);
    reset();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') handleClose();
  };
  return (
    <StyledChatWindow role="dialog" aria-label={title} onKeyDown={handleKeyDown}>
      <StyledTitleBar>
        <span>{title}</span>
        <StyledIconButton ref={closeRef} type="button" onClick={handleClose} aria-label={t`Close chat room`}>
          <PanelIcon name="close" size={18} />
        </StyledIconButton>
      </StyledTitleBar>
      <StyledBody>
        {isPending && <Spinner size="lg" label={t`Loading…`} />}
        {isError && (
          <>
            <p role="alert">{errorMessage(error, CHAT_ERROR_MESSAGES)}</p>
            <Button onClick={() => mutate(request)}>{t`Try again`}</Button>
          </>
        )}
        {data && <iframe title={title} src={data.chatUrl} sandbox={frameSandbox(data.chatUrl)} referrerPolicy="no-referrer" />}
      </StyledBody>
    </StyledChatWindow>
  );
}
