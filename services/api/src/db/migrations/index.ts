import type { NamedMigration } from '../migration.js';
import { createUsers } from './001-create-users.js';
import { createModuleProgress } from './002-create-module-progress.js';
import { createFacilityRequests } from './003-create-facility-requests.js';
import { createContactMessages } from './004-create-contact-messages.js';
import { createSuccessStories } from './005-create-success-stories.js';
import { createAssistanceRequests } from './006-create-assistance-requests.js';
import { createDonations } from './007-create-donations.js';
import { createSessions } from './008-create-sessions.js';
import { createPasswordResets } from './009-create-password-resets.js';
import { addSessionUserId } from './010-add-session-user-id.js';
import { createRateLimits } from './011-create-rate-limits.js';
import { uniqueUsernameIgnoringCase } from './012-unique-username-ignoring-case.js';
import { usernameSkeletonColumns } from './020-username-skeletons.js';
import { createTwoFactor } from './021-create-two-factor.js';
import { createRecoveryCodes } from './022-create-recovery-codes.js';
import { createMailOutbox } from './030-create-mail-outbox.js';
import { createAuditLog } from './031-create-audit-log.js';
import { createIdempotencyKeys } from './032-create-idempotency-keys.js';
import { addAssistanceReference } from './033-add-assistance-reference.js';
import { addSubmissionLocale } from './034-add-submission-locale.js';
import { addStoryPublishConsent } from './035-add-story-publish-consent.js';
import { createQuizAttempts } from './040-create-quiz-attempts.js';
import { donationsForStripe } from './050-donations-for-stripe.js';
import { createStripeEvents } from './051-create-stripe-events.js';
import { requestWorkflow } from './060-request-workflow.js';
import { adminListIndexes } from './061-admin-list-indexes.js';
import { adminSearchIndexes } from './062-admin-search-indexes.js';
import { createRemoteSnapshots } from './090-create-remote-snapshots.js';
import { createSchemaCompatibility } from './080-create-schema-compatibility.js';
import { createCertificates } from './100-create-certificates.js';
import { createClassCodes } from './110-create-class-codes.js';
import { storyTranslations } from './120-story-translations.js';
import { theWayBackIn } from './170-the-way-back-in.js';
import { myAccount } from './180-my-account.js';
import { continuity } from './190-continuity.js';
import { createOrganisation } from './200-create-organisation.js';
import { createPracticeAnswers } from './210-create-practice-answers.js';
import { createMoneyPlans } from './220-create-money-plans.js';
import { contentStudio } from './230-content-studio.js';
import { createMonthlyGifts } from './240-create-monthly-gifts.js';
import { createGivingLinks } from './241-create-giving-links.js';
import { createGivingStatements } from './242-create-giving-statements.js';
import { certificatesOnePerName } from './250-certificates-one-per-name.js';
import { monthlyGiftPaymentIntent } from './265-monthly-gift-payment-intent.js';
import { practiceAnswerVersion } from './270-practice-answer-version.js';
import { emailVerified } from './280-verified-email.js';
import { resetCodeRechecks } from './281-reset-code-rechecks.js';
import { measuredLearning } from './300-measured-learning.js';
import { impactDays } from './301-impact-days.js';
import { contentSeedOffers } from './310-content-seed-offers.js';
import { createRoster } from './320-create-roster.js';
import { createPaperAttempts } from './321-create-paper-attempts.js';
import { rosterClaims } from './322-roster-claims.js';
import { impactObjectives } from './330-impact-objectives.js';

/** Every migration, in order. Append only: a landed migration is never edited or reordered. */
export const migrations: readonly NamedMigration[] = [
  createUsers,
  createModuleProgress,
  createFacilityRequests,
  createContactMessages,
  createSuccessStories,
  createAssistanceRequests,
  createDonations,
  createSessions,
  createPasswordResets,
  addSessionUserId,
  createRateLimits,
  uniqueUsernameIgnoringCase,
  usernameSkeletonColumns,
  createTwoFactor,
  createRecoveryCodes,
  createMailOutbox,
  createAuditLog,
  createIdempotencyKeys,
  addAssistanceReference,
  addSubmissionLocale,
  addStoryPublishConsent,
  createQuizAttempts,
  donationsForStripe,
  createStripeEvents,
  createRemoteSnapshots,
  createSchemaCompatibility,
  requestWorkflow,
  adminListIndexes,
  adminSearchIndexes,
  createCertificates,
  createClassCodes,
  storyTranslations,
  theWayBackIn,
  myAccount,
  continuity,
  createOrganisation,
  createPracticeAnswers,
  createMoneyPlans,
  contentStudio,
  createMonthlyGifts,
  createGivingLinks,
  createGivingStatements,
  certificatesOnePerName,
  monthlyGiftPaymentIntent,
  practiceAnswerVersion,
  emailVerified,
  resetCodeRechecks,
  measuredLearning,
  impactDays,
  contentSeedOffers,
  createRoster,
  createPaperAttempts,
  rosterClaims,
  impactObjectives,
];
