import type { Context } from 'koa';
import { accountValidationMessages } from '@reentry/contracts/account-rules';
import { adminValidationMessages } from '@reentry/contracts/admin-rules';
import { authValidationMessages } from '@reentry/contracts/auth';
import { certificateValidationMessages } from '@reentry/contracts/certificates';
import { claimMessages } from '@reentry/contracts/claim';
import { classCodeMessages } from '@reentry/contracts/class-code-rules';
import { contentStudioMessages } from '@reentry/contracts/content-studio-rules';
import { donationValidationMessages } from '@reentry/contracts/donation-rules';
import { facilityTypeMessages, formValidationMessages } from '@reentry/contracts/forms-rules';
import { impactMessages } from '@reentry/contracts/impact';
import { instructorValidationMessages } from '@reentry/contracts/instructor';
import { kioskValidationMessages } from '@reentry/contracts/kiosk-rules';
import { learningMeasuresMessages } from '@reentry/contracts/learning-measures';
import { learningObjectiveMessages } from '@reentry/contracts/learning-objectives';
import { moneyPlanValidationMessages } from '@reentry/contracts/money-plan-rules';
import { organisationMessages } from '@reentry/contracts/organisation-rules';
import { myClassMessages } from '@reentry/contracts/my-class';
import { myLearningMessages } from '@reentry/contracts/my-learning';
import { resetCodeMessages } from '@reentry/contracts/reset-code-rules';
import { rosterMessages } from '@reentry/contracts/roster';
import { textValidationMessages } from '@reentry/contracts/text';
import { contractMessages } from '@reentry/contracts/i18n/catalog';
import { DEFAULT_LOCALE, locales, type Locale } from '@reentry/contracts/locale';
import { practiceValidationMessages } from '@reentry/contracts/practice';
import { quizValidationMessages } from '@reentry/contracts/quiz';
import { wellBeingMessages } from '@reentry/contracts/well-being';
import { apiMessages } from './messages.js';

/** English for contract message ids: the descriptors' defaultMessage. Add new contract message sets here. */
const contractDefaults: Record<string, string> = Object.fromEntries(
  [
    adminValidationMessages,
    authValidationMessages,
    quizValidationMessages,
    donationValidationMessages,
    formValidationMessages,
    textValidationMessages,
    instructorValidationMessages,
    certificateValidationMessages,
    kioskValidationMessages,
    classCodeMessages,
    resetCodeMessages,
    practiceValidationMessages,
    organisationMessages,
    accountValidationMessages,
    contentStudioMessages,
    myLearningMessages,
    myClassMessages,
    facilityTypeMessages,
    moneyPlanValidationMessages,
    learningMeasuresMessages,
    learningObjectiveMessages,
    wellBeingMessages,
    impactMessages,
    rosterMessages,
    claimMessages,
  ].flatMap((set) => Object.values(set).map((d) => [d.id, d.defaultMessage])),
);
const FALLBACK_ID = 'api.validation.checkField';

/** The request's language from Accept-Language (the browser client sends en or es); English by default. */
export function requestLocale(ctx: Context): Locale {
  const best = ctx.acceptsLanguages(...locales);
  return typeof best === 'string' ? (best as Locale) : DEFAULT_LOCALE;
}

/** Looks a message id up in the API catalogue, then the contracts; an unknown id gets a generic message. */
export function translate(locale: Locale, id: string): string {
  const api = apiMessages[locale] as Record<string, string>;
  const english = apiMessages.en as Record<string, string>;
  return (
    api[id] ??
    contractMessages[locale]?.[id] ??
    english[id] ??
    contractDefaults[id] ??
    (id === FALLBACK_ID ? english[FALLBACK_ID]! : translate(locale, FALLBACK_ID))
  );
}

/** Translates for this request and marks the response as language-dependent for caches. */
export function translateFor(ctx: Context, id: string): string {
  ctx.vary('Accept-Language');
  return translate(requestLocale(ctx), id);
}
