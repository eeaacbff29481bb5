import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClaimableReward } from '@portal/api-contract';
import { Money } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import { CheckinLadder } from './CheckinLadder';
import { RewardCard } from './RewardCard';
import { useMemberCentreAddress } from '@portal/page-kit';

export interface RewardItemProps {
  reward: ClaimableReward;
}

/** The card of one reward kind, with the texts that say what it needs. */
export function RewardItem({ reward }: RewardItemProps) {
  const { t, i18n } = useLingui();
  const { hrefFor } = useMemberCentreAddress();
  const notYet = t`Not available yet`;
  switch (reward.kind) {
    case 'checkin':
      return (
        <RewardCard
          kind="checkin"
          title={t`Daily check-in`}
          amount={reward.amount}
          claimable={reward.claimable}
          unavailableLabel={reward.nextClaimAt === null ? notYet : t`Checked in today`}
        >
          <p>{t`Check in once a day. Days in a row pay more; a missed day starts again at day 1.`}</p>
          <CheckinLadder ladder={reward.ladder} streak={reward.streak} />
          <p>
            {t({ message: plural(reward.streak, { one: '# day in a row', other: '# days in a row' }) })}
            {reward.nextClaimAt !== null &&
              ` · ${t`Next check-in from ${i18n.date(new Date(reward.nextClaimAt), { dateStyle: 'short', timeStyle: 'short' })}`}`}
          </p>
        </RewardCard>
      );
    case 'rebate': {
      const rate = i18n.number(reward.rate, { style: 'percent', maximumFractionDigits: 2 });
      return (
        <RewardCard kind="rebate" title={t`Rebate`} amount={reward.amount} claimable={reward.claimable} unavailableLabel={notYet}>
          <p>
            <Trans>
              {rate} of your valid turnover since your last rebate, paid once it reaches <Money value={reward.minAmount} />.
            </Trans>
          </p>
          <p>
            <Trans>
              Valid turnover so far: <Money value={reward.validTurnover} />
            </Trans>
          </p>
        </RewardCard>
      );
    }
    case 'levelup':
      return (
        <RewardCard
          kind="levelup"
          title={t`Level-up gift`}
          amount={reward.amount}
          claimable={reward.claimable}
          unavailableLabel={reward.giftLevel === null ? t`All gifts claimed` : notYet}
        >
          <p>{t`A gift for every club level you reach.`}</p>
          <p>
            {reward.giftLevel === null
              ? t`Your level: ${reward.currentLevel}. You have claimed every level gift.`
              : t`Your level: ${reward.currentLevel}. Next gift: level ${reward.giftLevel}.`}
          </p>
        </RewardCard>
      );
    case 'referral':
      return (
        <RewardCard kind="referral" title={t`Invite reward`} amount={reward.amount} claimable={reward.claimable} unavailableLabel={notYet}>
          <p>
            <Trans>
              <Money value={reward.rewardPerFriend} /> for every friend you invite who plays the qualifying turnover.
            </Trans>
          </p>
          <p>
            {t({ message: plural(reward.friends, { one: '# friend ready', other: '# friends ready' }) })} ·{' '}
            <Link to={hrefFor('referral')}>{t`Invite friends`}</Link>
          </p>
        </RewardCard>
      );
  }
}
