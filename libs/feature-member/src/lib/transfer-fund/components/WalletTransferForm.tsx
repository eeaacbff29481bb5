import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { AmountField, FormAlert, FormStack, useAmountSchema, usePortalForm } from '@portal/page-kit';
import { Button, Select } from '@portal/ui-kit';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { useInvalidateMoney } from '../../money/hooks/useInvalidateMoney';
import { WALLET_QUICK_AMOUNTS } from '../constants/WALLET_QUICK_AMOUNTS';
import type { WalletRow } from '../utils/getWalletRows';

export interface WalletTransferFormProps {
  rows: readonly WalletRow[];
}

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(4)};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledDone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

/** Transfer between two wallets (one of them the main wallet): from, to, amount with quick amounts and "all". */
export function WalletTransferForm({ rows }: WalletTransferFormProps) {
  const { t } = useLingui();
  const transfer = useEndpointMutation(endpoints.walletTransfer);
  const invalidate = useInvalidateMoney();
  const transferable = rows.filter((row) => row.transferable);
  const main = transferable.find((row) => row.main);
  const firstGame = transferable.find((row) => !row.main);
  const nameOf = (wallet: string) => {
    const row = rows.find((r) => r.wallet === wallet);
    return row?.main ? t`Main wallet` : (row?.name ?? wallet);
  };
  const balanceOf = (wallet: string) => rows.find((r) => r.wallet === wallet)?.balance ?? 0;
  // The schema's max follows the chosen source wallet (built each render: the form reads the latest).
  const base = useAmountSchema({ min: 0.01 });
  const schema = z
    .object({ from: z.string(), to: z.string(), amount: base })
    .refine((v) => v.from !== v.to, { path: ['to'], message: t`Choose two different wallets` })
    .refine((v) => v.from === main?.wallet || v.to === main?.wallet, { path: ['to'], message: t`One side must be the main wallet` })
    .refine((v) => v.amount <= balanceOf(v.from), { path: ['amount'], message: t`More than the wallet holds` });
  const { form, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { from: main?.wallet ?? '', to: firstGame?.wallet ?? '', amount: '' },
    focusOnFailure: 'amount',
    onSubmit: async (values) => {
      await transfer.mutateAsync(values);
      form.setValue('amount', '');
      await invalidate();
    },
  });
  const from = form.watch('from');
  const options = transferable.map((row) => ({ value: row.wallet, label: nameOf(row.wallet) }));
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t`Transfer between wallets`}>
      <StyledPair>
        <Controller
          control={form.control}
          name="from"
          render={({ field }) => <Select label={t`From`} value={field.value || null} onChange={field.onChange} options={options} />}
        />
        <Controller
          control={form.control}
          name="to"
          render={({ field, fieldState }) => (
            <Select label={t`To`} value={field.value || null} onChange={field.onChange} options={options} error={fieldState.error?.message} />
          )}
        />
      </StyledPair>
      <AmountField form={form} name="amount" min={0.01} max={balanceOf(from)} quickAmounts={WALLET_QUICK_AMOUNTS} all={balanceOf(from)} />
      <FormAlert message={failure} />
      {transfer.isSuccess && !busy && <StyledDone role="status">{t`Transfer done.`}</StyledDone>}
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t`Transfer`}
        </Button>
      </div>
    </FormStack>
  );
}
