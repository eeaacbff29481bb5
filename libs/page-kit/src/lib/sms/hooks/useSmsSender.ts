import { useLingui } from '@lingui/react/macro';
import type { SmsSent } from '@portal/api-contract';
import { portalAlertState } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useErrorMessage } from '../../errors/hooks/useErrorMessage';
import { SMS_SEND_THROTTLE_MS } from '../../timing/constants/SMS_SEND_THROTTLE_MS';
import { useCountdown } from '../../timing/hooks/useCountdown';
import { useThrottledCallback } from '../../timing/hooks/useThrottledCallback';
import { smsCountdownSeconds, type SmsCountdownBasis } from '../utils/smsCountdownSeconds';

export interface UseSmsSenderOptions {
  /** Validates what the send needs (the mobile number) first; false stops the send. */
  validate: () => Promise<boolean>;
  send: () => Promise<SmsSent>;
  basis?: SmsCountdownBasis;
}

/**
 * Sending an SMS code (docs/product/accounts-and-auth.md): throttled to once a second, then the button is blocked for the
 * countdown; a failure shows the server's message in a warning dialog with a confirm button.
 */
export function useSmsSender({ validate, send, basis = 'expiredMinutes' }: UseSmsSenderOptions) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const setAlert = useSetAtom(portalAlertState);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const run = useCallback(async () => {
    setSending(true);
    try {
      const sent = await send();
      countdown.start(smsCountdownSeconds(sent, basis));
    } catch (error) {
      setAlert({ tone: 'warning', title: t`Verification code not sent`, message: errorMessage(error), confirmLabel: t`Confirm` });
    } finally {
      setSending(false);
    }
  }, [send, basis, countdown, setAlert, t, errorMessage]);

  // The throttle guards the sends themselves; a click refused by validation does not count.
  const throttled = useThrottledCallback(run, SMS_SEND_THROTTLE_MS);
  const trigger = useCallback(async () => {
    if (sending || countdown.running) return;
    if (!(await validate())) return;
    await throttled();
  }, [sending, countdown.running, validate, throttled]);

  const handleSend = useCallback(() => void trigger(), [trigger]);
  return { send: handleSend, sending, remaining: countdown.remaining, blocked: sending || countdown.running };
}
