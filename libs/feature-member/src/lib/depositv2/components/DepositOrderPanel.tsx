import { useLingui } from '@lingui/react/macro';
import type { DepositOrder } from '@portal/api-contract';
import { Badge, Button, Money } from '@portal/ui-kit';
import styled from 'styled-components';
import { DEPOSIT_STATUS_LABELS } from '../constants/DEPOSIT_STATUS_LABELS';
import { DEPOSIT_STATUS_TONES } from '../constants/DEPOSIT_STATUS_TONES';
import { DepositInstructions } from './DepositInstructions';
import { SummaryList } from '../../money/components/SummaryList';

export interface DepositOrderPanelProps {
  order: DepositOrder;
  providerOrigin: string;
  /** Start another deposit (leaves this order). */
  onNewDeposit: () => void;
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.sunken};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.spacing(4)};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};

  h4 {
    overflow-wrap: anywhere;
  }

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledNext = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * A deposit order and what to do next: pay (instructions until it expires), wait (paid, the credit
 * is on its way), done (credited) or start again (expired or failed, with the reason).
 */
export function DepositOrderPanel({ order, providerOrigin, onNewDeposit }: DepositOrderPanelProps) {
  const { t, i18n } = useLingui();
  const expiresAt = i18n.date(new Date(order.expiresAt), { hour: '2-digit', minute: '2-digit' });
  return (
    <StyledPanel aria-labelledby="deposit-order-title" data-testid="deposit-order">
      <StyledHeader>
        <h4 id="deposit-order-title">{t`Deposit order ${order.orderId}`}</h4>
        <Badge tone={DEPOSIT_STATUS_TONES[order.status]}>
          <span data-testid="deposit-order-status">{i18n._(DEPOSIT_STATUS_LABELS[order.status])}</span>
        </Badge>
      </StyledHeader>
      <SummaryList>
        <dt>{t`Amount`}</dt>
        <dd>
          <Money value={order.amount} />
        </dd>
        <dt>{t`Fee`}</dt>
        <dd>
          <Money value={order.fee} />
        </dd>
        <dt>{t`You receive`}</dt>
        <dd>
          <Money value={order.creditAmount} />
        </dd>
        <dt>{t`Channel`}</dt>
        <dd>{order.channelName}</dd>
      </SummaryList>
      <div role="status" aria-live="polite">
        {order.nextStep === 'pay' && <StyledNext>{t`Pay before ${expiresAt}. This page updates by itself when the payment arrives.`}</StyledNext>}
        {order.nextStep === 'wait' && <StyledNext>{t`Payment received. Your balance is being credited.`}</StyledNext>}
        {order.nextStep === 'done' && <StyledNext>{t`Credited to your main wallet. Good luck!`}</StyledNext>}
        {order.nextStep === 'new_order' && (
          <StyledNext>
            {order.status === 'expired'
              ? t`This order expired before it was paid. Nothing was charged; start a new deposit.`
              : t`The payment failed: ${order.failReason ?? t`no reason given`}. Nothing was credited; start a new deposit.`}
          </StyledNext>
        )}
      </div>
      {order.nextStep === 'pay' && order.instructions && <DepositInstructions instructions={order.instructions} providerOrigin={providerOrigin} />}
      <div>
        <Button variant={order.nextStep === 'pay' ? 'ghost' : 'primary'} onClick={onNewDeposit}>
          {t`New deposit`}
        </Button>
      </div>
    </StyledPanel>
  );
}
