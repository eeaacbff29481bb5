import { useLingui } from '@lingui/react/macro';
import { endpoints, type Withdrawal } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryLoading, QueryState } from '@portal/page-kit';
import { Badge, Button, Money, Skeleton } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { WITHDRAWAL_STATUS_LABELS } from '../constants/WITHDRAWAL_STATUS_LABELS';
import { WITHDRAWAL_STATUS_TONES } from '../constants/WITHDRAWAL_STATUS_TONES';
import { maxWithdrawal } from '../utils/maxWithdrawal';
import { PaymentPasswordSetup } from './PaymentPasswordSetup';
import { PayoutAccountForm } from './PayoutAccountForm';
import { WithdrawableSummary } from './WithdrawableSummary';
import { WithdrawConfirm } from './WithdrawConfirm';
import { WithdrawForm, type WithdrawRequest } from './WithdrawForm';
import { WithdrawalList } from './WithdrawalList';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  flex-wrap: wrap;

  & > span {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

type Step =
  | { kind: 'form' }
  | { kind: 'addAccount' }
  | { kind: 'resetPassword' }
  | { kind: 'confirm'; request: WithdrawRequest }
  | { kind: 'done'; withdrawal: Withdrawal };

/**
 * Withdrawal (`withdraw`): payment password first (set with an SMS code when missing), then a
 * payout account, then amount → confirmation with the payment password → pending review; the list
 * of withdrawals below with statuses, reasons and "confirm received" (docs/product/member-centre.md).
 */
export function WithdrawPage() {
  const { t, i18n } = useLingui();
  const quote = useEndpointQuery(endpoints.withdrawalQuote, {});
  const password = useEndpointQuery(endpoints.paymentPasswordStatus, {});
  const accounts = useEndpointQuery(endpoints.payoutAccounts, {});
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [draft, setDraft] = useState<WithdrawRequest | undefined>();

  const all = {
    data: quote.data && password.data && accounts.data ? { quote: quote.data, password: password.data, accounts: accounts.data } : undefined,
    error: quote.error ?? password.error ?? accounts.error,
    refetch: () => Promise.all([quote.refetch(), password.refetch(), accounts.refetch()]),
  };

  return (
    <StyledPage>
      <QueryState
        query={all}
        errorTitle={t`The withdrawal could not be prepared`}
        loading={
          // The form's section at its size at 1440 px (title row, withdrawable summary, form), so the
          // list below does not move when the answers arrive (docs/product/performance.md "No layout shift").
          <QueryLoading gap={4}>
            <Skeleton height={32} width="40%" />
            <Skeleton height={145} />
            <Skeleton height={324} />
          </QueryLoading>
        }
      >
        {({ quote: q, password: pw, accounts: acc }) => {
          if (!pw.isSet || step.kind === 'resetPassword') {
            return (
              <StyledSection aria-labelledby="withdraw-password-title">
                <h4 id="withdraw-password-title">{t`Payment password`}</h4>
                <PaymentPasswordSetup status={pw} onDone={() => setStep({ kind: 'form' })} />
              </StyledSection>
            );
          }
          if (acc.list.length === 0 || step.kind === 'addAccount') {
            return (
              <StyledSection aria-labelledby="withdraw-account-title">
                <h4 id="withdraw-account-title">{t`Add a payout account`}</h4>
                {acc.list.length === 0 && <StyledNote>{t`Add the bank account or PIX key your withdrawals are paid to.`}</StyledNote>}
                <PayoutAccountForm
                  holderName={acc.holderName}
                  onDone={() => setStep({ kind: 'form' })}
                  onCancel={acc.list.length > 0 ? () => setStep({ kind: 'form' }) : undefined}
                />
              </StyledSection>
            );
          }
          if (step.kind === 'confirm') {
            return (
              <StyledSection aria-labelledby="withdraw-confirm-title">
                <h4 id="withdraw-confirm-title">{t`Confirm the withdrawal`}</h4>
                <WithdrawConfirm
                  request={step.request}
                  fee={q.fee}
                  onBack={() => setStep({ kind: 'form' })}
                  onDone={(withdrawal) => {
                    setDraft(undefined);
                    setStep({ kind: 'done', withdrawal });
                  }}
                />
              </StyledSection>
            );
          }
          if (step.kind === 'done') {
            return (
              <StyledSection aria-labelledby="withdraw-done-title" role="status">
                <h4 id="withdraw-done-title">{t`Withdrawal requested`}</h4>
                <StyledRow>
                  <span>
                    <Money value={step.withdrawal.amount} />
                  </span>
                  <Badge tone={WITHDRAWAL_STATUS_TONES[step.withdrawal.status]}>{i18n._(WITHDRAWAL_STATUS_LABELS[step.withdrawal.status])}</Badge>
                </StyledRow>
                <StyledNote>{t`We review withdrawals in the order they arrive. You can follow it in the list below.`}</StyledNote>
                <div>
                  <Button variant="secondary" onClick={() => setStep({ kind: 'form' })}>
                    {t`New withdrawal`}
                  </Button>
                </div>
              </StyledSection>
            );
          }
          const blocked =
            q.dailyCountUsed >= q.dailyCountLimit
              ? t`You have used all of today's withdrawals. Try again tomorrow.`
              : maxWithdrawal(q) < q.min
                ? t`There is not enough withdrawable balance for the minimum withdrawal.`
                : null;
          return (
            <StyledSection aria-labelledby="withdraw-form-title">
              <StyledRow>
                <h4 id="withdraw-form-title">{t`Withdraw`}</h4>
                <span>
                  {acc.list.length < acc.max && (
                    <Button size="sm" variant="ghost" onClick={() => setStep({ kind: 'addAccount' })}>
                      {t`Add payout account`}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setStep({ kind: 'resetPassword' })}>
                    {t`Forgot payment password`}
                  </Button>
                </span>
              </StyledRow>
              <WithdrawableSummary quote={q} />
              {blocked ? (
                <StyledNote role="status">{blocked}</StyledNote>
              ) : (
                <WithdrawForm
                  quote={q}
                  accounts={acc.list}
                  initial={draft}
                  onReview={(request) => {
                    setDraft(request);
                    setStep({ kind: 'confirm', request });
                  }}
                />
              )}
            </StyledSection>
          );
        }}
      </QueryState>
      <StyledSection aria-labelledby="withdrawals-title">
        <h4 id="withdrawals-title">{t`My withdrawals`}</h4>
        <WithdrawalList />
      </StyledSection>
    </StyledPage>
  );
}
