import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client.js';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/**
 * The services a host gives to every remote. The shell supplies the real ones;
 * `createMockPlatform` supplies stand-ins for standalone runs and tests.
 */
export interface Platform {
  api: ApiClient;
  toast(input: ToastInput): void;
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformServicesProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <PlatformProvider>');
  return platform;
}

export function useApi(): ApiClient {
  return usePlatform().api;
}

export function useToast(): Platform['toast'] {
  return usePlatform().toast;
}
