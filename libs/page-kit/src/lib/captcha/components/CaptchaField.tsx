import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { Input, Spinner, type InputProps } from '@portal/ui-kit';
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '../../timing/constants/CAPTCHA_REFRESH_THROTTLE_MS';
import { useThrottledCallback } from '../../timing/hooks/useThrottledCallback';

const StyledCaptchaButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.spacing(25)};
  height: ${({ theme }) => theme.spacing(8)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

const StyledCaptchaImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export interface CaptchaFieldProps extends Omit<InputProps, 'endAdornment'> {
  /** Change it to load a new image (a captcha is single use: after each failed attempt). */
  refreshSignal?: number;
}

/** The captcha answer with its image; a click on the image loads a new one, at most once a second. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField({ refreshSignal = 0, ...inputProps }, ref) {
  const { t } = useLingui();
  const [nonce, setNonce] = useState(() => Date.now());
  const { data, isFetching, isError } = useEndpointQuery(endpoints.captcha, { t: `${nonce}.${refreshSignal}` }, { staleTime: Infinity, gcTime: 0 });
  const refresh = useThrottledCallback(() => setNonce(Date.now()), CAPTCHA_REFRESH_THROTTLE_MS);

  return (
    <Input
      ref={ref}
      autoComplete="off"
      maxLength={16}
      {...inputProps}
      endAdornment={
        <StyledCaptchaButton type="button" onClick={() => refresh()} aria-label={t`New captcha image`} title={t`New captcha image`}>
          {isFetching ? (
            <Spinner size="sm" />
          ) : isError || !data ? (
            t`Reload`
          ) : (
            <StyledCaptchaImage src={`data:image/png;base64,${data}`} alt={t`Captcha image`} />
          )}
        </StyledCaptchaButton>
      }
    />
  );
});
