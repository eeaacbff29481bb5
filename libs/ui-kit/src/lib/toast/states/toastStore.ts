import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../constants/TOAST_DURATION_MS';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  tone?: ToastTone;
  /** A second line under the message. */
  description?: ReactNode;
  /** Milliseconds before it leaves by itself; `0` keeps it until dismissed. */
  duration?: number;
  /** One action button (e.g. "Undo", "View"). */
  action?: { label: string; onPress: () => void };
  /** Replaces a toast with the same id instead of stacking a copy. */
  id?: string;
}

export interface ToastItem {
  id: string;
  message: ReactNode;
  tone: ToastTone;
  description?: ReactNode;
  action?: ToastOptions['action'];
  duration: number;
}

interface TimerState {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | null;
}

/**
 * The toasts on screen: a module store (no provider, no atom library), so any feature can
 * call `toast()` and the one `ToastRegion` of the app shows it.
 */
let toasts: ToastItem[] = [];
let paused = false;
let nextId = 0;
const timers = new Map<string, TimerState>();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

function startTimer(id: string) {
  const timer = timers.get(id);
  if (!timer || timer.handle || paused) return;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

function stopTimer(id: string) {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timer.handle = null;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

export function showToast(message: ReactNode, options: ToastOptions = {}): string {
  nextId += 1;
  const id = options.id ?? `toast-${nextId}`;
  const item: ToastItem = {
    id,
    message,
    tone: options.tone ?? 'info',
    description: options.description,
    action: options.action,
    duration: options.duration ?? TOAST_DURATION_MS,
  };
  stopTimer(id);
  timers.delete(id);
  toasts = [...toasts.filter((existing) => existing.id !== id), item];
  if (item.duration > 0) {
    timers.set(id, { remaining: item.duration, startedAt: 0, handle: null });
    startTimer(id);
  }
  emit();
  return id;
}

export function dismissToast(id: string) {
  stopTimer(id);
  timers.delete(id);
  const before = toasts.length;
  toasts = toasts.filter((item) => item.id !== id);
  if (toasts.length !== before) emit();
}

/** Hovering or focusing the region pauses every countdown; leaving resumes it. */
export function setToastsPaused(value: boolean) {
  if (paused === value) return;
  paused = value;
  for (const id of timers.keys()) {
    if (value) stopTimer(id);
    else startTimer(id);
  }
}

export function clearToasts() {
  for (const id of [...timers.keys()]) stopTimer(id);
  timers.clear();
  toasts = [];
  paused = false;
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): ToastItem[] {
  return toasts;
}
