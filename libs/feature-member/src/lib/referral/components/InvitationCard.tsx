import { Trans, useLingui } from '@lingui/react/macro';
import { ShareButton, useMemberCentreAddress } from '@portal/page-kit';
import { Money, QRCode } from '@portal/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CopyButton } from '../../money/components/CopyButton';
import { invitationLink } from '../utils/invitationLink';

export interface InvitationCardProps {
  code: string;
  rewardPerFriend: number;
  qualifyingDeposit: number;
  qualifyingTurnover: number;
}

const StyledCard = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: start;
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  /* A phone: the QR code above the link, everything across the width. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    gap: ${({ theme }) => theme.spacing(4)};
    padding: ${({ theme }) => theme.spacing(4)};

    & > * {
      justify-self: stretch;
    }

    & > :first-child {
      justify-self: center;
    }
  }
`;

const StyledFields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2, 3)};
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  }

  code {
    flex: 1 1 12em;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledRules = styled.div`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
`;

/** The member's invitation link and code (copy buttons), its QR code and the rules. */
export function InvitationCard({ code, rewardPerFriend, qualifyingDeposit, qualifyingTurnover }: InvitationCardProps) {
  const { t } = useLingui();
  const { hrefFor } = useMemberCentreAddress();
  const link = invitationLink(code);
  return (
    <StyledCard aria-label={t`Your invitation`}>
      <QRCode text={link} alt={t`QR code of your invitation link`} size={160} />
      <StyledFields>
        <div>
          <dt>{t`Invitation link`}</dt>
          <dd>
            <code>{link}</code>
            <CopyButton value={link} label={t`Copy the invitation link`} />
            <ShareButton url={link} title={t`Join me`} text={t`Register with my invitation link`} label={t`Share the invitation link`} />
          </dd>
        </div>
        <div>
          <dt>{t`Invitation code`}</dt>
          <dd>
            <code>{code}</code>
            <CopyButton value={code} label={t`Copy the invitation code`} />
          </dd>
        </div>
      </StyledFields>
      <StyledRules>
        <h3>{t`How it works`}</h3>
        <ul>
          <li>{t`Your friend registers with your link (the code is filled in) or types your code in the invitation code field.`}</li>
          <li>
            {qualifyingDeposit > 0 ? (
              <Trans>
                When your friend has deposited <Money value={qualifyingDeposit} /> and then played <Money value={qualifyingTurnover} /> of valid turnover
                (settled bets), you earn <Money value={rewardPerFriend} />. A sign-up bonus played before that does not count.
              </Trans>
            ) : (
              <Trans>
                When your friend has played <Money value={qualifyingTurnover} /> of valid turnover (settled bets), you earn <Money value={rewardPerFriend} />.
              </Trans>
            )}
          </li>
          <li>
            <Trans>
              Claim what you earned in the <Link to={hrefFor('rewardCenter')}>reward centre</Link>; it is credited to your main wallet once.
            </Trans>
          </li>
          <li>{t`Only new accounts count, one per person. Your friends' names are shown in part to protect their privacy.`}</li>
          <li>{t`A friend who shares a device, network address, mobile number, e-mail address or payout account with you is not eligible: no reward is paid for them.`}</li>
        </ul>
      </StyledRules>
    </StyledCard>
  );
}
