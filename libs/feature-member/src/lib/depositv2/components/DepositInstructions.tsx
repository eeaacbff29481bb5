import { useLingui } from '@lingui/react/macro';
import type { DepositInstructions as Instructions } from '@portal/api-contract';
import { QRCode } from '@portal/ui-kit';
import styled from 'styled-components';
import { CopyButton } from '../../money/components/CopyButton';

export interface DepositInstructionsProps {
  instructions: Instructions;
  /** The origin a relative `payUrl` is resolved against (the platform answers an absolute one on the provider's origin). */
  providerOrigin: string;
}

const StyledInstructions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: flex-start;

  /* A phone: the QR code above the details, in the middle. */
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.spacing(4)};

    & > :first-child {
      align-self: center;
    }
  }
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr) max-content;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  align-items: center;
  margin: 0;
  flex: 1;
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.family.mono};
  }

  /* A phone: the term above its value, the copy button at the value's end. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr) max-content;
    gap: ${({ theme }) => theme.spacing(1, 3)};

    dt {
      grid-column: 1 / -1;
      margin-top: ${({ theme }) => theme.spacing(1)};
    }
  }
`;

/** The copy button's cell: a second description of the term (a `dl` holds only dt/dd groups). */
const StyledCopyCell = styled.dd`
  && {
    font-family: inherit;
  }
`;

const StyledQrFrame = styled.div`
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledPayLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

function Row({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
      <StyledCopyCell>{copyLabel ? <CopyButton value={value} label={copyLabel} /> : null}</StyledCopyCell>
    </>
  );
}

/**
 * What to do to pay an order: PIX QR and copy-paste code, the bank account to pay to (with its QR
 * code where the market pays by scanning, VietQR), or the e-wallet's page.
 */
export function DepositInstructions({ instructions, providerOrigin }: DepositInstructionsProps) {
  const { t } = useLingui();
  const payHref = new URL(instructions.payUrl, providerOrigin).toString();
  const payLink = (
    <StyledPayLink href={payHref} target="_blank" rel="noopener noreferrer">
      {instructions.type === 'E_WALLET' ? t`Pay with ${instructions.walletName}` : t`Open the payment page (sandbox simulator)`}
    </StyledPayLink>
  );
  if (instructions.type === 'PIX') {
    return (
      <StyledInstructions>
        <StyledQrFrame>
          <QRCode text={instructions.qrPayload} alt={t`PIX QR code`} size={184} margin={8} />
        </StyledQrFrame>
        <StyledDetails>
          <Row label={t`Receiver`} value={instructions.receiverName} />
          <Row label={t`PIX copy and paste`} value={instructions.copyPasteCode} copyLabel={t`Copy PIX code`} />
          <dt />
          <dd>{payLink}</dd>
          <div />
        </StyledDetails>
      </StyledInstructions>
    );
  }
  if (instructions.type === 'BANK_TRANSFER') {
    const details = (
      <StyledDetails>
        <Row label={t`Bank`} value={`${instructions.bankName} (${instructions.bankCode})`} />
        {instructions.branch !== null ? <Row label={t`Branch`} value={instructions.branch} copyLabel={t`Copy branch`} /> : null}
        {/* A bank account, not the player's account: its own context so the catalogs can say "Rekening" here and "Akun"
            elsewhere (one runtime catalog, docs/product/translations.md). */}
        <Row label={t({ message: 'Account', context: 'bank account' })} value={instructions.accountNumber} copyLabel={t`Copy account number`} />
        <Row label={t`Account holder`} value={instructions.accountHolder} />
        {instructions.holderDocument !== null ? <Row label={t`CNPJ`} value={instructions.holderDocument} copyLabel={t`Copy CNPJ`} /> : null}
        <Row label={t`Reference (put it in the description)`} value={instructions.reference} copyLabel={t`Copy reference`} />
        <dt />
        <dd>{payLink}</dd>
        <div />
      </StyledDetails>
    );
    // A market that pays by scanning (Vietnam's VietQR): the code fills the account, amount and reference in the bank's app.
    if (instructions.qrPayload === null) return details;
    return (
      <StyledInstructions>
        <StyledQrFrame>
          <QRCode text={instructions.qrPayload} alt={t`Bank transfer QR code`} size={184} margin={8} />
        </StyledQrFrame>
        {details}
      </StyledInstructions>
    );
  }
  return <p>{payLink}</p>;
}
