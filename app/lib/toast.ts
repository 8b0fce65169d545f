import { useSyncExternalStore } from "react";

export interface ToastAction {
  label: string;
  /** What a screen reader user hears as the alternative to the action (Radix requires it). */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: "default" | "destructive";
}

export interface ActiveToast extends ToastOptions {
  id: number;
}

// The spec allows one toast at a time: a new toast replaces the one shown.
let current: ActiveToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast in the site's notification area, replacing any toast already shown. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  current = { ...options, id };
  emit();
  return id;
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveToast(): ActiveToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
