import type { Page } from '@playwright/test';

export const FIRST_LOAD_BUDGET_KIB: number;
export const REMOTE_SHARE_BUDGET_KIB: number;
export const PUBLIC_PATHS: string[];
export interface MeasuredScript {
  url: string;
  /** 'shell' or a remote id */
  owner: string;
  bytes: number;
  gzip: number;
}
export interface Scripts {
  scripts: MeasuredScript[];
  /** gzip bytes of every script */
  total: number;
  /** gzip bytes per owner */
  byOwner: Record<string, number>;
}
export interface FirstLoad extends Scripts {
  status: number;
  /** Before the first touch: the visitor's signals, navigations and the page's data-dormant/data-hydrated changes, timed. */
  trace: string[];
  /** What the first touch loaded next (with `firstUse`): a remote's page's code. */
  firstUse?: Scripts;
}
export function ownerOf(url: string): string;
export function measureFirstLoad(page: Page, url: string, options?: { locale?: 'en' | 'es'; firstUse?: boolean }): Promise<FirstLoad>;
/** Puts a new page's pointer off the page (on a page of the same site), so that no pointerover wakes a dormant page. */
export function pointerOffThePage(page: Page, siteUrl: string): Promise<void>;
export function kib(bytes: number): number;
