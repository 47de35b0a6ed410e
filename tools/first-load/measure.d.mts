import type { Page } from '@playwright/test';

export const FIRST_LOAD_BUDGET_KIB: number;
export const REMOTE_SHARE_BUDGET_KIB: number;
export const PUBLIC_PATHS: string[];
export const INTERIM_CEILINGS_KIB: Record<string, number>;
export function ceilingFor(path: string): number;
export interface MeasuredScript {
  url: string;
  /** 'shell' or a remote id */
  owner: string;
  bytes: number;
  gzip: number;
}
export interface FirstLoad {
  status: number;
  scripts: MeasuredScript[];
  /** gzip bytes of every script */
  total: number;
  /** gzip bytes per owner */
  byOwner: Record<string, number>;
}
export function ownerOf(url: string): string;
export function measureFirstLoad(page: Page, url: string, options?: { locale?: 'en' | 'es' }): Promise<FirstLoad>;
export function kib(bytes: number): number;
