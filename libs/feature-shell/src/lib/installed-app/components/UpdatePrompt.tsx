import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';

const StyledPrompt = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  left: 50%;
  bottom: ${({ theme }) => theme.spacing(6)};
  transform: translateX(-50%);
  width: min(420px, calc(100% - ${({ theme }) => theme.spacing(6)}));
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.overlay};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.primary};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  /* Above the phone's bottom bar and the home bar. */
  ${({ theme }) => theme.media.phone} {
    bottom: calc(${({ theme }) => theme.component.bottomBar.height}px + env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.spacing(3)});
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export interface UpdatePromptProps {
  onReload: () => void;
  onLater: () => void;
}

/**
 * "A new version is ready" (docs/product/installed-app.md "Updates"): the player reloads into it
 * when it suits them. Not a dialog: it takes no focus and blocks nothing.
 */
export function UpdatePrompt({ onReload, onLater }: UpdatePromptProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <StyledPrompt aria-labelledby={titleId} data-testid="update-prompt">
      <div role="status">
        <h2 id={titleId}>{t`A new version is ready`}</h2>
        <p>{t`Reload to use it. It takes a moment.`}</p>
      </div>
      <StyledActions>
        <Button variant="ghost" size="sm" onClick={onLater}>{t`Later`}</Button>
        <Button size="sm" onClick={onReload}>{t`Reload`}</Button>
      </StyledActions>
    </StyledPrompt>
  );
}
