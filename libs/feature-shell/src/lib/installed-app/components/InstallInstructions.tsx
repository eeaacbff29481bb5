import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { Dialog } from '@portal/ui-kit';
import styled from 'styled-components';

const StyledSteps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(5)};
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  text-align: left;
`;

export interface InstallInstructionsProps {
  open: boolean;
  onClose: () => void;
  /** Safari on an iPhone or iPad, or another browser without an install prompt. */
  browser: 'ios' | 'menu';
}

/** How to add the brand to the home screen where the browser has no install prompt (docs/product/installed-app.md "Add to home screen"). */
export function InstallInstructions({ open, onClose, browser }: InstallInstructionsProps) {
  const { t } = useLingui();
  const { name } = useBrand();
  return (
    <Dialog open={open} onClose={onClose} title={t`Add ${name} to your home screen`} confirmLabel={t`Got it`} hideIcon>
      <StyledSteps>
        {browser === 'ios' ? (
          <>
            <li>{t`Tap Share in Safari's toolbar (the square with an arrow).`}</li>
            <li>{t`Choose “Add to Home Screen”.`}</li>
            <li>{t`Tap “Add”: the brand opens from its icon, full screen.`}</li>
          </>
        ) : (
          <>
            <li>{t`Open your browser's menu.`}</li>
            <li>{t`Choose “Add to Home screen” or “Install app”.`}</li>
          </>
        )}
      </StyledSteps>
    </Dialog>
  );
}
