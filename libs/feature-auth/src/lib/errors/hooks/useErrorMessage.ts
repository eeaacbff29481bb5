import { useLingui } from '@lingui/react/macro';
import { ERROR_KEY } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access';
import { useCallback } from 'react';

/** Turns any failure of an auth call into a translated sentence for the player (spec §8). */
export function useErrorMessage() {
  const { t } = useLingui();
  return useCallback(
    (error: unknown): string => {
      if (!isPlatformError(error)) return t`Unknown error, please try again`;
      switch (error.kind) {
        case 'network':
          return t`Network link abnormal, please check your connection`;
        case 'throttled':
          return t`Too many requests, please try again later`;
        case 'server':
        case 'malformed':
          return t`The service is unavailable, please try again later`;
        default:
          break;
      }
      const key = error.messageKey ?? '';
      if (key.startsWith(`${ERROR_KEY.invalidRequest}:`)) return t`Some information is not valid, please check the form`;
      switch (key) {
        case ERROR_KEY.loginFailed:
          return t`Wrong username or password`;
        case ERROR_KEY.captchaRequired:
          return t`Please enter the verification code shown in the image`;
        case ERROR_KEY.captchaInvalid:
          return t`Captcha check failed, please try again`;
        case ERROR_KEY.accountLocked:
          return t`Too many failed attempts: the account is locked for a few minutes`;
        case ERROR_KEY.twoFactorCodeInvalid:
          return t`Wrong verification code`;
        case ERROR_KEY.twoFactorChallengeInvalid:
          return t`The verification has expired or had too many wrong codes: please log in again`;
        case ERROR_KEY.onlyAgents:
          return t`Only agents can log in`;
        case ERROR_KEY.usernameTaken:
          return t`This username is already taken`;
        case ERROR_KEY.mobileTaken:
          return t`This mobile number is already registered`;
        case ERROR_KEY.mobileNotFound:
          return t`This mobile number is not registered`;
        case ERROR_KEY.invitationCodeError:
          return t`Invalid invitation code`;
        case ERROR_KEY.verificationCodeInvalid:
          return t`Invalid or missing verification code`;
        case ERROR_KEY.verificationCodeExpired:
          return t`The verification code has expired, please request a new one`;
        case ERROR_KEY.smsResendTooSoon:
          return t`A code was just sent: please wait before requesting another`;
        case ERROR_KEY.usernameOrEmailNotFound:
          return t`Username or e-mail does not exist`;
        case ERROR_KEY.oldPasswordWrong:
          return t`The old password is wrong`;
        case ERROR_KEY.inconsistentTwice:
          return t`The two passwords are inconsistent`;
        case ERROR_KEY.featureDisabled:
          return t`Operation not allowed`;
        case ERROR_KEY.notLoggedIn:
        case ERROR_KEY.sessionExpired:
          return t`You are not logged in`;
        case ERROR_KEY.tooManyRequests:
          return t`Too many requests, please try again later`;
        default:
          return t`Unknown error, please try again`;
      }
    },
    [t],
  );
}
