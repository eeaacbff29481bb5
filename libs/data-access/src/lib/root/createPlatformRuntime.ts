import type { ErrorKey, PlatformLanguage } from '@portal/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { browserDeviceId } from '../client/browserDeviceId';
import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from '../client/createPlatformClient';
import { createNaclSealer } from '../encryption/createNaclSealer';
import { sessionPasswordChangeState } from '../session/states/sessionPasswordChangeState';
import { sessionTokenState } from '../session/states/sessionTokenState';
import { sessionUsernameState } from '../session/states/sessionUsernameState';
import { sessionWithdrawOnlyState } from '../session/states/sessionWithdrawOnlyState';
import { activeModalState } from '../ui/states/activeModalState';

export type PlatformStore = ReturnType<typeof createStore>;

/** What data-access needs at the top of an app, made before React renders (startPortal prefetches with it). */
export interface PlatformRuntime {
  store: PlatformStore;
  queryClient: QueryClient;
  client: PlatformClient;
  /** The Language header of the next calls (the client reads it through a getter). */
  setLanguage: (language: PlatformLanguage) => void;
}

export interface PlatformRuntimeOptions {
  merchant: string;
  language: PlatformLanguage;
  baseUrl?: string;
  sealer?: PlatformClientOptions['sealer'];
  /** For tests: a prepared store, query client or platform client. */
  store?: PlatformStore;
  queryClient?: QueryClient;
  client?: PlatformClient;
}

/** A 403 with one of these: the session belongs to an excluded member (a withdraw-only session). */
// Literals, not ERROR_KEY: the whole key table would join the start bundle for two keys.
const EXCLUSION_KEYS: readonly (string | undefined)[] = ['rg_time_out_active', 'rg_self_excluded'] satisfies ErrorKey[];
/** A 403 with this key: the session must change its password first (the platform's restriction). */
const PASSWORD_CHANGE_KEY = 'password_change_required' satisfies ErrorKey;

/**
 * The jotai store, the react-query client and the platform client (token read from the session
 * atom; a 401 clears the session and opens login, and so does a 403 with an exclusion key outside
 * the withdraw-only mode: a withdraw-only token taken for a normal session, e.g. handed over in the
 * URL; the login then offers the mode); a 403 `password_change_required` enters the forced password
 * change. A plain function, so the start calls can go out before the
 * first render (docs/product/performance.md "Start in one round trip").
 */
export function createPlatformRuntime({
  merchant,
  language,
  baseUrl,
  sealer,
  store: givenStore,
  queryClient: givenQueryClient,
  client: givenClient,
}: PlatformRuntimeOptions): PlatformRuntime {
  const store = givenStore ?? createStore();
  const queryClient = givenQueryClient ?? new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } });
  let currentLanguage = language;
  let deviceId: string | null | undefined;
  const client =
    givenClient ??
    createPlatformClient({
      baseUrl,
      merchant,
      sealer: sealer ?? createNaclSealer({ baseUrl, merchant }),
      language: () => currentLanguage,
      token: () => store.get(sessionTokenState),
      deviceId: () => (deviceId === undefined ? (deviceId = browserDeviceId()) : deviceId),
      onUnauthorized: () => endSessionLocally(store),
      onForbidden: (messageKey) => {
        if (!store.get(sessionWithdrawOnlyState) && EXCLUSION_KEYS.includes(messageKey)) endSessionLocally(store);
        // The platform restricts this session to the password change (its mode lost, or never told):
        // the portal enters the forced change (docs/product/accounts-and-auth.md "Forced password change").
        if (messageKey === PASSWORD_CHANGE_KEY && !store.get(sessionPasswordChangeState)) store.set(sessionPasswordChangeState, { reason: null });
      },
    });
  return {
    store,
    queryClient,
    client,
    setLanguage: (next) => {
      currentLanguage = next;
    },
  };
}

/** The session is over on the platform's side: forget it here and ask for a login. */
function endSessionLocally(store: PlatformStore) {
  if (!store.get(sessionTokenState)) return;
  store.set(sessionTokenState, null);
  store.set(sessionUsernameState, null);
  store.set(sessionWithdrawOnlyState, null);
  store.set(sessionPasswordChangeState, null);
  store.set(activeModalState, 'login');
}
