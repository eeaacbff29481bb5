import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { endpoints, type Reward } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { FormAlert, FormStack, PasswordField, usePortalForm } from '@portal/page-kit';
import { Button, Input, LazyImage, Modal, toast } from '@portal/ui-kit';
import { useMemo } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { useInvalidatePoints } from '../hooks/useInvalidatePoints';
import { usePasswordCheckFailure } from '../hooks/usePasswordCheckFailure';
import { SummaryList } from '../../money/components/SummaryList';

export interface RedeemModalProps {
  reward: Reward;
  /** The member's points now. */
  points: number;
  maxQuantity: number;
  onClose: () => void;
}

const StyledReward = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: center;

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/**
 * Redeems a reward: the quantity (1 up to the stock and the per-order limit), what it costs and the
 * points left, then the password check. A refused attempt keeps the quantity; the password empties.
 */
export function RedeemModal({ reward, points, maxQuantity, onClose }: RedeemModalProps) {
  const { t, i18n } = useLingui();
  const redeem = useEndpointMutation(endpoints.pointsRedeem);
  const invalidate = useInvalidatePoints();
  const passwordCheck = usePasswordCheckFailure();
  const most = Math.max(1, Math.min(reward.stock, maxQuantity));
  const schema = useMemo(
    () =>
      z.object({
        quantity: z
          .string()
          .trim()
          .regex(/^-?\d+$/, t`Enter a whole number`)
          .transform(Number)
          .refine((n) => n >= 1, t`The quantity must be at least 1`)
          .refine((n) => n <= most, plural(most, { one: 'At most # item in one redemption', other: 'At most # items in one redemption' })),
        password: z.string().min(1, t`Enter your password`),
      }),
    [most, t],
  );
  const { form, field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { quantity: '1', password: '' },
    ...passwordCheck,
    focusOnFailure: 'quantity',
    onSubmit: async (values) => {
      await redeem.mutateAsync({ rewardId: reward.id, quantity: values.quantity, password: values.password });
      await invalidate();
      toast(t`Redeemed: ${values.quantity} × ${reward.name}`, { tone: 'success' });
      onClose();
    },
  });
  const typed = Number(form.watch('quantity'));
  const quantity = Number.isInteger(typed) && typed > 0 ? typed : 0;
  const cost = quantity * reward.points;
  const after = points - cost;
  return (
    <Modal open onClose={onClose} title={t`Redeem a reward`} closeLabel={t`Close`} closeOnBackdropClick={!busy}>
      <FormStack onSubmit={submit} noValidate aria-label={t`Redeem ${reward.name}`}>
        <StyledReward>
          <LazyImage src={reward.imageUrl} alt="" width={96} height={64} rounded />
          <div>
            <h3>{reward.name}</h3>
            <p>
              {plural(reward.points, { one: '# point each', other: '# points each' })} · {plural(reward.stock, { one: '# left', other: '# left' })}
            </p>
          </div>
        </StyledReward>
        <Input {...field('quantity')} label={t`Quantity`} inputMode="numeric" hint={t`1 to ${most}`} />
        <SummaryList $surface="sunken" aria-label={t`Cost`}>
          <dt>{t`Total`}</dt>
          <dd data-testid="redeem-total">{plural(cost, { one: '# point', other: '# points' })}</dd>
          <dt>{t`Points after`}</dt>
          <dd data-testid="redeem-after">{i18n.number(after)}</dd>
        </SummaryList>
        <PasswordField
          {...field('password')}
          label={t`Login password`}
          autoComplete="current-password"
          hint={t`Your login password confirms spending points.`}
        />
        {after < 0 && <FormAlert message={t`You do not have enough points for this quantity.`} />}
        <FormAlert message={failure} />
        <StyledActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button type="submit" variant="primary" loading={busy} disabled={after < 0}>
            {t`Confirm redemption`}
          </Button>
        </StyledActions>
      </FormStack>
    </Modal>
  );
}
