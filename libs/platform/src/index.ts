// The package's one entry: it is a Module Federation singleton, so everything that shares
// React context (session, toasts, language, theme) must come from this single module.
export { ApiError, createApiClient, type ApiClient, type ApiClientOptions, type FetchLike, type RequestOptions } from './api-client.js';
export { createQueryClient } from './query-client.js';
export { randomKey, useIdempotencyKey } from './idempotency-key.js';
export { useApi, usePlatform, useToast, type Platform, type ToastInput, type ToastVariant } from './platform-context.js';
export { PlatformProvider, type PlatformProviderProps } from './platform-provider.js';
export { storedPreferences, useLocale, useSaveData, useTheme, type InitialPreferences } from './preferences.js';
export { clearPersonalData } from './personal-data.js';
export { keepOfflineSession } from './offline-session.js';
export { holdViewerChanges, untilPageHydrated, type PageHydrationWait } from './viewer-change.js';
export { messagesQueryKey, type CatalogLoaders } from './intl.js';
export { loadPlatformMessages } from './i18n/load-messages.js';
export { PageTitle } from './page-title.js';
export { OrganisationContact, type OrganisationPart } from './organisation-contact.js';
export { ScriptRequiredNotice } from './script-required-notice.js';
export { FlashToast } from './flash-toast/flash-toast.js';
export { FLASH_TOAST_COOKIE, flashToastCookie, readFlashToastCookie, redirectWithToast } from './flash-toast/flash-toast-cookie.js';
export { flashToasts, type FlashToastKind } from './flash-toast/flash-toasts.js';
export { loadSession, type RouteServices } from './route-services.js';
export { sessionQueryKey, sessionQueryOptions, useSession, type Session } from './session.js';
export { createMockPlatform, type MockPlatform, type MockPlatformOptions } from './mock-platform.js';
export { renderStandalone } from './standalone.js';
export { KioskProvider, useKiosk } from './kiosk/kiosk-context.js';
export { pressActionProps, usePressOutcome } from './press-actions/use-press-outcome.js';
export type { PressAction, PressOutcome } from './press-actions/press-actions.js';
export { NextStepCard } from './next-step/next-step-card.js';
export { nextStepQueryKey, nextStepQueryOptions } from './next-step/next-step.query.js';
export { publishedContentPath, publishedDocument, type Shown } from './published-content.js';
