import { useLingui } from '@lingui/react/macro';
import type { PaymentChannel } from '@portal/api-contract';
import { Money } from '@portal/ui-kit';
import styled from 'styled-components';
import { PAYMENT_CHANNEL_KINDS } from '../constants/PAYMENT_CHANNEL_KINDS';

export interface ChannelPickerProps {
  channels: readonly PaymentChannel[];
  value: string;
  onChange: (channelId: string) => void;
}

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};

  /* A phone: one channel a row, its range and fee beside its name. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const StyledOption = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent.base};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }

  input {
    position: absolute;
    opacity: 0;
  }

  strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }

  span {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  /* A phone: the name on its line, range, fee and speed flowing under it (a card is a row, not a column). */
  ${({ theme }) => theme.media.phone} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(0.5, 3)};
    min-height: ${({ theme }) => theme.component.touchTarget}px;

    strong {
      flex-basis: 100%;
    }
  }
`;

/** The payment channels as radio cards: name, kind, limits, fee and how fast the credit lands. */
export function ChannelPicker({ channels, value, onChange }: ChannelPickerProps) {
  const { t, i18n } = useLingui();
  return (
    <StyledFieldset>
      <legend>{t`Payment method`}</legend>
      <StyledOptions>
        {channels.map((channel) => (
          <StyledOption key={channel.channelId}>
            <input
              type="radio"
              name="deposit-channel"
              value={channel.channelId}
              checked={value === channel.channelId}
              onChange={() => onChange(channel.channelId)}
            />
            <strong>{channel.name}</strong>
            <span>{i18n._(PAYMENT_CHANNEL_KINDS[channel.type])}</span>
            <span>
              <Money value={channel.min} /> – <Money value={channel.max} />
            </span>
            <span>
              {channel.fee.rate === 0 && channel.fee.fixed === 0 && channel.fee.min === 0 ? (
                t`No fee`
              ) : (
                <>
                  {t`Fee`} {channel.fee.rate > 0 ? i18n.number(channel.fee.rate, { style: 'percent', maximumFractionDigits: 2 }) : null}
                  {channel.fee.fixed > 0 ? (
                    <>
                      {channel.fee.rate > 0 ? ' + ' : ' '}
                      <Money value={channel.fee.fixed} />
                    </>
                  ) : null}
                  {channel.fee.min > 0 ? (
                    <>
                      {' '}
                      ({t`min.`} <Money value={channel.fee.min} />)
                    </>
                  ) : null}
                </>
              )}
            </span>
            <span>{channel.etaMinutes === 0 ? t`Credited instantly` : t`Credited within ${channel.etaMinutes} min`}</span>
          </StyledOption>
        ))}
      </StyledOptions>
    </StyledFieldset>
  );
}
