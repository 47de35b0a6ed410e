import { atom, type createStore } from 'jotai';
import type { ToastInput } from '@reentry/platform';

export interface ShownToast extends ToastInput {
  id: number;
}

/** The one visible toast (the spec allows at most one); a new toast replaces the old one. */
export const toastAtom = atom<ShownToast | null>(null);

let nextId = 1;

export function showToast(store: ReturnType<typeof createStore>, input: ToastInput) {
  store.set(toastAtom, { ...input, id: nextId++ });
}
