import { useLingui } from '@lingui/react/macro';
import { sessionUsernameState } from '@portal/data-access';
import { useMemberCentreAddress } from '@portal/page-kit';
import { Dialog } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface RegisterSuccessModalProps {
  open: boolean;
  onClose: () => void;
}

const StyledRgOffer = styled.p`
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * registerSuccessModal: shown on / after a registration. It offers the responsible-gaming page
 * (limits before the first deposit, docs/product/responsible-gaming.md): the member centre's page
 * over the current route, its other parameters kept (page-kit's `useMemberCentreAddress`).
 */
export function RegisterSuccessModal({ open, onClose }: RegisterSuccessModalProps) {
  const { t } = useLingui();
  const username = useAtomValue(sessionUsernameState) ?? '';
  const { hrefFor } = useMemberCentreAddress();
  return (
    <Dialog open={open} onClose={onClose} variant="info" title={t`Welcome!`} confirmLabel={t`Start playing`} closeLabel={t`Close`}>
      {t`Your account ${username} is ready and you are logged in.`}
      <StyledRgOffer>
        {t`Want to keep control of your play?`}{' '}
        <Link to={hrefFor('responsibleGaming')} onClick={onClose}>
          {t`Set deposit, loss and time limits now`}
        </Link>
      </StyledRgOffer>
    </Dialog>
  );
}
