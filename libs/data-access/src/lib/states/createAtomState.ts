import { atom, type WritableAtom, type PrimitiveAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

type Persist = 'session' | 'local';

/**
 * One helper for every client-state atom (docs/architecture/conventions.md "Client state"):
 * sets a debug label and, when asked, persists to sessionStorage or localStorage.
 */
export function createAtomState<T>(options: { key: string; defaultValue: T }): PrimitiveAtom<T>;
export function createAtomState<T>(options: { key: string; defaultValue: T; persist: Persist }): WritableAtom<T, [T | ((previous: T) => T)], void>;
export function createAtomState<T>({ key, defaultValue, persist }: { key: string; defaultValue: T; persist?: Persist }) {
  const state = persist
    ? atomWithStorage<T>(
        key,
        defaultValue,
        createJSONStorage<T>(() => (persist === 'session' ? sessionStorage : localStorage)),
        { getOnInit: true },
      )
    : atom(defaultValue);
  state.debugLabel = key;
  return state;
}
