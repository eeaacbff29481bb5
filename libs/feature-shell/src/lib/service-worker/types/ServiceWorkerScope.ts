/**
 * The parts of a service worker's global scope the portal's worker uses, typed here because the
 * workspace compiles with the DOM's types, which do not describe a worker's events (TypeScript's
 * `webworker` library would clash with them in one program).
 */
export interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly navigator: { readonly onLine: boolean };
  readonly caches: CacheStorage;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { matchAll(options?: { type?: 'window' | 'all'; includeUncontrolled?: boolean }): Promise<ReadonlyArray<WorkerClient>> };
  readonly crypto: Crypto;
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

export interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface WorkerClient {
  readonly url: string;
  postMessage(message: unknown): void;
}
