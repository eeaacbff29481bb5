import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '@portal/api-contract';
import { useRaffleClaim, useRequireLogin } from '@portal/data-access';
import { useErrorMessage, type ErrorMessageOptions } from '@portal/page-kit';
import { Button, Money } from '@portal/ui-kit';
import styled from 'styled-components';

const StyledRaffle = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accent.subtle};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
`;

const StyledResult = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.success.text};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
`;

/** The error map said for a raffle claim (a second claim answers `already_claimed`). */
const RAFFLE_ERROR_MESSAGES: ErrorMessageOptions = {
  overrides: { already_claimed: msg`You have already claimed this raffle.` },
  fallback: msg`The raffle could not be claimed. Please try again.`,
};

/** A promotion's raffle: its prizes and a claim button (once per member; guests log in first). */
export function RaffleClaim({ promotion }: { promotion: Promotion & { raffle: NonNullable<Promotion['raffle']> } }) {
  const { t } = useLingui();
  const requireLogin = useRequireLogin();
  const errorMessage = useErrorMessage();
  const { mutate, data, isPending, isError, error } = useRaffleClaim();
  const money = (value: number) => <Money value={value} />;
  const claimed = promotion.raffle.claimed || Boolean(data);
  const handleClaim = () => requireLogin(() => mutate({ promotionId: promotion.id }));
  return (
    <StyledRaffle aria-labelledby="raffle-title">
      <h2 id="raffle-title">{t`Raffle`}</h2>
      <ul>
        {promotion.raffle.prizes.map((prize) => (
          <li key={prize.name}>
            {prize.name}: {money(prize.amount)}
          </li>
        ))}
      </ul>
      {data ? (
        <StyledResult role="status">
          {t`You won ${data.prize}!`} {money(data.amount)}
        </StyledResult>
      ) : claimed ? (
        // After a refused second claim the alert below already says so: one message, not two.
        !isError && <StyledResult role="status">{t`You have already claimed this raffle.`}</StyledResult>
      ) : (
        <div>
          <Button variant="primary" onClick={handleClaim} loading={isPending}>
            {t`Claim my raffle ticket`}
          </Button>
        </div>
      )}
      {isError && <StyledError role="alert">{errorMessage(error, RAFFLE_ERROR_MESSAGES)}</StyledError>}
    </StyledRaffle>
  );
}
