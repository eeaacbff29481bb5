import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { endpoints, type ResponseOf } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { FormAlert, FormStack, PasswordField, usePortalForm } from '@portal/page-kit';
import { Button, Input, Money } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { useInvalidatePoints } from '../hooks/useInvalidatePoints';
import { usePasswordCheckFailure } from '../hooks/usePasswordCheckFailure';
import { pointsToMoney } from '../utils/pointsToMoney';
import { SummaryList } from '../../money/components/SummaryList';

export interface ConvertPanelProps {
  /** The member's points now. */
  points: number;
  pointsPerUnit: number;
  minConvertPoints: number;
}

const StyledPanel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 480px);
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledDone = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.success.subtle};
  color: ${({ theme }) => theme.color.success.text};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
`;

type Converted = ResponseOf<typeof endpoints.pointsConvert> & { converted: number };

/**
 * Converts points to balance in two steps: the number of points with the money it makes (the
 * platform's rounding: down to the cent), then a review of exactly what will be credited and the
 * password check. A refused attempt keeps the number and the review; the password empties.
 */
export function ConvertPanel({ points, pointsPerUnit, minConvertPoints }: ConvertPanelProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<'enter' | 'review'>('enter');
  const [done, setDone] = useState<Converted | null>(null);
  const convert = useEndpointMutation(endpoints.pointsConvert);
  const invalidate = useInvalidatePoints();
  const passwordCheck = usePasswordCheckFailure();
  const schema = useMemo(
    () =>
      z.object({
        points: z
          .string()
          .trim()
          .regex(/^\d+$/, t`Enter a whole number of points`)
          .transform(Number)
          .refine((n) => n >= minConvertPoints, plural(minConvertPoints, { one: 'At least # point', other: 'At least # points' }))
          .refine((n) => n <= points, plural(points, { one: 'You have only # point', other: 'You have only # points' })),
        password: z.string(),
      }),
    [minConvertPoints, points, t],
  );
  const { form, field, submit, failure, busy } = usePortalForm({
    schema,
    defaultValues: { points: '', password: '' },
    ...passwordCheck,
    focusOnFailure: 'password',
    onSubmit: async (values) => {
      if (!values.password) {
        form.setError('password', { type: 'required', message: t`Enter your password` }, { shouldFocus: true });
        return;
      }
      const result = await convert.mutateAsync({ points: values.points, password: values.password });
      form.reset();
      setStep('enter');
      setDone({ ...result, converted: values.points });
      await invalidate();
    },
  });
  const typed = Number(form.watch('points'));
  const amount = pointsToMoney(Number.isInteger(typed) ? typed : 0, pointsPerUnit);
  const convertedPoints = done ? plural(done.converted, { one: '# point', other: '# points' }) : '';
  const minimum = i18n.number(minConvertPoints);
  const have = i18n.number(points);
  const review = async () => {
    setDone(null);
    if (await form.trigger('points', { shouldFocus: true })) setStep('review');
  };
  return (
    <StyledPanel>
      {done && (
        <StyledDone role="status">
          <Trans>
            {convertedPoints} converted: <Money value={done.amount} /> added to your balance.
          </Trans>
        </StyledDone>
      )}
      <FormStack
        onSubmit={step === 'review' ? submit : (event) => (event.preventDefault(), void review())}
        noValidate
        aria-label={t`Convert points to balance`}
      >
        {step === 'enter' ? (
          <>
            <Input {...field('points')} label={t`Points to convert`} inputMode="numeric" hint={t`Minimum ${minimum} · you have ${have}`} />
            <SummaryList aria-label={t`What you receive`}>
              <dt>{t`Rate`}</dt>
              <dd>
                {plural(pointsPerUnit, { one: '# point', other: '# points' })} = <Money value={1} />
              </dd>
              <dt>{t`You receive`}</dt>
              <dd data-testid="convert-preview">
                <Money value={amount} />
              </dd>
            </SummaryList>
            <div>
              <Button type="submit" variant="primary">
                {t`Review`}
              </Button>
            </div>
          </>
        ) : (
          <>
            <SummaryList aria-label={t`Review the conversion`}>
              <dt>{t`Points to convert`}</dt>
              <dd>{i18n.number(typed)}</dd>
              <dt>{t`Rate`}</dt>
              <dd>
                {plural(pointsPerUnit, { one: '# point', other: '# points' })} = <Money value={1} />
              </dd>
              <dt>{t`You receive`}</dt>
              <dd data-testid="convert-amount">
                <Money value={amount} />
              </dd>
              <dt>{t`Points after`}</dt>
              <dd>{i18n.number(points - typed)}</dd>
            </SummaryList>
            <PasswordField
              {...field('password')}
              label={t`Login password`}
              autoComplete="current-password"
              hint={t`Your login password confirms spending points.`}
            />
            <FormAlert message={failure} />
            <StyledActions>
              <Button variant="secondary" onClick={() => setStep('enter')} disabled={busy}>
                {t`Back`}
              </Button>
              <Button type="submit" variant="primary" loading={busy}>
                {t`Confirm conversion`}
              </Button>
            </StyledActions>
          </>
        )}
      </FormStack>
    </StyledPanel>
  );
}
