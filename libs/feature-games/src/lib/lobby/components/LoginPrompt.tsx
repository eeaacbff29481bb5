import { useLingui } from '@lingui/react/macro';
import { activeModalState } from '@portal/data-access';
import { Button } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { StatePanel } from '@portal/page-kit';

export interface LoginPromptProps {
  title: string;
}

/** In place of a list that needs a session (recent, favourites, card rooms) for guests. */
export function LoginPrompt({ title }: LoginPromptProps) {
  const { t } = useLingui();
  const openModal = useSetAtom(activeModalState);
  return (
    <StatePanel
      kind="empty"
      title={title}
      action={
        <Button variant="primary" onClick={() => openModal('login')}>
          {t`Log in`}
        </Button>
      }
    />
  );
}
