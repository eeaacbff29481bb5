import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import styled from 'styled-components';

const StyledSmsCodeButton = styled(Button)`
  min-width: ${({ theme }) => theme.spacing(30)};
`;

export interface SmsCodeButtonProps {
  onSend: () => void;
  sending: boolean;
  /** Seconds left before a new code may be requested (0 = ready). */
  remaining: number;
}

/** "Send code", then a countdown while blocked (fixed width: no layout shift). */
export function SmsCodeButton({ onSend, sending, remaining }: SmsCodeButtonProps) {
  const { t } = useLingui();
  return (
    <StyledSmsCodeButton variant="secondary" size="sm" onClick={onSend} loading={sending} disabled={remaining > 0}>
      {remaining > 0 ? t`Resend in ${remaining}s` : t`Send code`}
    </StyledSmsCodeButton>
  );
}
