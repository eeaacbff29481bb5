import { Trans, useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState, useMemberCentreAddress } from '@portal/page-kit';
import { Money } from '@portal/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { UplineTransferForm } from './UplineTransferForm';

const StyledFacts = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.spacing(8)};
  margin: 0 0 ${({ theme }) => theme.spacing(5)};

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing(-2, 0, 5)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledDone = styled.p`
  color: ${({ theme }) => theme.color.success.text};
`;

/**
 * Transfer to upline (`transferUpline`): from the main wallet to the upline's, confirmed with the
 * payment password, up to what may be transferred now (the withdrawal's rule: bonuses and deposits
 * not played through stay; docs/product/member-centre.md). Without a payment password the member
 * is sent to set one (withdrawal page).
 */
export function TransferUplinePage() {
  const { t } = useLingui();
  const info = useEndpointQuery(endpoints.uplineTransferInfo, {});
  const { hrefFor } = useMemberCentreAddress();
  const [done, setDone] = useState<number | null>(null);
  return (
    <QueryState query={info} errorTitle={t`The transfer could not be prepared`}>
      {(data) =>
        data.upline === null ? (
          <p>{t`Your account has no upline.`}</p>
        ) : (
          <>
            <StyledFacts>
              <div>
                <dt>{t`Upline`}</dt>
                <dd>{data.upline}</dd>
              </div>
              <div>
                <dt>{t`Main wallet`}</dt>
                <dd>
                  <Money value={data.balance} />
                </dd>
              </div>
              <div>
                <dt>{t`Transferable now`}</dt>
                <dd data-testid="transferable">
                  <Money value={data.transferable} />
                </dd>
              </div>
            </StyledFacts>
            {data.transferable < data.balance ? (
              <StyledNote>{t`Bonuses and deposits not played through yet stay in your wallet until they are.`}</StyledNote>
            ) : null}
            {done !== null && (
              <StyledDone role="status">
                <Trans>
                  Transferred <Money value={done} /> to your upline.
                </Trans>
              </StyledDone>
            )}
            {data.paymentPasswordSet ? (
              data.transferable < data.min ? (
                <p>{t`What you can transfer now is less than the minimum transfer.`}</p>
              ) : (
                <UplineTransferForm transferable={data.transferable} min={data.min} max={data.max} onDone={setDone} />
              )
            ) : (
              <p>
                {t`Transfers need a payment password.`} <Link to={hrefFor('withdraw')}>{t`Set it on the withdrawal page.`}</Link>
              </p>
            )}
          </>
        )
      }
    </QueryState>
  );
}
