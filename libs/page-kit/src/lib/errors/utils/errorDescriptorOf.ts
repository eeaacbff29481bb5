import type { MessageDescriptor } from '@lingui/core';
import type { ErrorKey } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access/client';
import { ERROR_KIND_MESSAGES } from '../constants/ERROR_KIND_MESSAGES';
import { ERROR_MESSAGES } from '../constants/ERROR_MESSAGES';
import { UNKNOWN_ERROR_MESSAGE } from '../constants/UNKNOWN_ERROR_MESSAGE';
import { errorKeyOf } from './errorKeyOf';

/**
 * The message of a failure before any detail is added: the contract key's (ERROR_MESSAGES, or the
 * page's override), else the page's fallback, else the PlatformError kind's (ERROR_KIND_MESSAGES),
 * else "Unknown error". `useErrorMessage` translates it.
 */
export function errorDescriptorOf(
  error: unknown,
  options: { overrides?: Partial<Record<ErrorKey, MessageDescriptor>>; fallback?: MessageDescriptor } = {},
): MessageDescriptor {
  const key = errorKeyOf(error);
  if (key) return options.overrides?.[key] ?? ERROR_MESSAGES[key];
  if (options.fallback) return options.fallback;
  if (!isPlatformError(error)) return UNKNOWN_ERROR_MESSAGE;
  return ERROR_KIND_MESSAGES[error.kind];
}
