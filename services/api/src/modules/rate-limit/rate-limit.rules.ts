export interface RateLimitRule {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

const DAY = 24 * HOUR;

/**
 * Per-IP rules slow down broad guessing; per-account rules slow down guessing one password or flooding one
 * inbox. Accounts are keyed by the resolved user id (never by the typed name, which has many spellings):
 * `loginPerAccount` per IP and account, so a learner's own typos never lock them out from elsewhere;
 * `loginPerUser` per account from every address together, so rotating IPs gains nothing. Unknown usernames
 * share one account bucket per IP. A successful login gives back what it counted (limits on failures), so
 * a class signing in together from one address is never refused; `loginAnyPerIp` bounds all the work.
 * A browser where the account signed in before (a device cookie, OWASP) counts against `loginPerDevice`
 * instead of the two account rules, so strangers using up the account's allowance never lock its owner out.
 * Emails are keyed lower-cased, as the database matches them.
 */
export const DEFAULT_RATE_LIMITS = {
  /** Failed logins from one address (a success gives its attempt back), so a class signing in at once is never refused. */
  loginPerIp: { max: 50, windowSeconds: 15 * MINUTE },
  /** Every login from one address, failed or not: a ceiling on the work (password checks). */
  loginAnyPerIp: { max: 600, windowSeconds: 15 * MINUTE },
  /** Failed logins for one account from one address, by browsers without a device cookie for it. */
  loginPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
  /** Failed logins for one account from every browser without a device cookie for it: the "untrusted" lockout. */
  loginPerUser: { max: 30, windowSeconds: 15 * MINUTE },
  /** Failed logins from a browser holding a device cookie for the account: that device's own allowance. */
  loginPerDevice: { max: 10, windowSeconds: 15 * MINUTE },
  /** Staff are told at most once an hour that a staff account's untrusted logins are locked. */
  staffLockoutAlertPerUser: { max: 1, windowSeconds: HOUR },
  /** Sign-ups without a class code from one address. */
  registerPerIp: { max: 10, windowSeconds: HOUR },
  /** Sign-ups with a class code from one address: a classroom of 40, or several classes, but not a flood. */
  registerClassPerIp: { max: 200, windowSeconds: HOUR },
  /** Distinct class codes from one address that did not work (unknown, ended or full): past this, no guessing. */
  classCodeMissPerIp: { max: 20, windowSeconds: HOUR },
  /** New class codes per instructor (each opens up to 60 sign-ups). */
  classCodeCreatePerUser: { max: 30, windowSeconds: HOUR },
  /** People added to a class roster per instructor (a workshop's sign-in sheet typed in at once). */
  rosterAddPerUser: { max: 300, windowSeconds: HOUR },
  /** Paper answer sheets typed in per instructor (a workshop's stack: 40 people, six modules, corrections). */
  paperAttemptPerUser: { max: 600, windowSeconds: HOUR },
  /** Claim cards made per instructor (a new card for every person of a large class, and reprints). */
  claimCodeCreatePerUser: { max: 600, windowSeconds: HOUR },
  /** Claim attempts (issue 41), every one counted before any work, right or wrong: per address and per account. */
  claimPerIp: { max: 10, windowSeconds: HOUR },
  claimPerUser: { max: 10, windowSeconds: HOUR },
  forgotPerIp: { max: 20, windowSeconds: HOUR },
  forgotPerEmail: { max: 5, windowSeconds: HOUR },
  // Every quiz attempt is kept; this bounds how fast one account can add rows (a person needs minutes per quiz).
  quizAttemptPerUser: { max: 60, windowSeconds: 15 * MINUTE },
  // Card testing: each payment intent is a chance to try a stolen card number.
  paymentIntentPerIp: { max: 10, windowSeconds: HOUR },
  paymentIntentPerSession: { max: 5, windowSeconds: HOUR },
  // Monthly sign-ups (issue 33) are card tests too: per address, per donor email (lower-cased), and for the
  // whole site, all counted before any Stripe call. The site-wide ceiling stops a botnet of many addresses.
  monthlyGiftPerIp: { max: 5, windowSeconds: HOUR },
  monthlyGiftPerEmail: { max: 3, windowSeconds: HOUR },
  monthlyGiftTotal: { max: 100, windowSeconds: HOUR },
  // "Manage my giving" links: counted before the lookup, so the answer (always the same) costs nothing to flood.
  givingLinkPerIp: { max: 20, windowSeconds: HOUR },
  givingLinkPerEmail: { max: 3, windowSeconds: HOUR },
  /** A donor's changes that call Stripe (amount, card, stop). */
  givingActionPerEmail: { max: 20, windowSeconds: 15 * MINUTE },
  // Each confirmation asks Stripe; a donor needs one or two.
  donationConfirmPerIp: { max: 30, windowSeconds: 15 * MINUTE },
  // Public forms, counted per form (the subject starts with the form's name). A whole facility may share
  // one address, so the per-IP limit is generous; the per-email one stops flooding one inbox with confirmations.
  formPerIp: { max: 30, windowSeconds: HOUR },
  formPerEmail: { max: 5, windowSeconds: HOUR },
  /** Forgot-username requests: per client address, and per email address (one inbox is not flooded). */
  forgotUsernamePerIp: { max: 20, windowSeconds: HOUR },
  forgotUsernamePerEmail: { max: 5, windowSeconds: HOUR },
  /** Reset codes one instructor or admin may make in a day (issue 31). */
  resetCodeCreatePerUser: { max: 5, windowSeconds: DAY },
  /**
   * Reset-code guesses, counted before any work: per client address, and per account as sign-in finds it from
   * the typed name (every spelling of one name is one count; a name no account has is counted by that name,
   * folded as sign-in folds it, so a limit reached says nothing about whether the name exists).
   */
  resetCodeGuessPerIp: { max: 20, windowSeconds: HOUR },
  resetCodeGuessPerAccount: { max: 10, windowSeconds: HOUR },
  forgotPerEmailDaily: { max: 10, windowSeconds: DAY },
  resetPerIp: { max: 20, windowSeconds: HOUR },
  resetPerEmail: { max: 10, windowSeconds: HOUR },
  /** Current-password checks of a signed-in user (change password, two-step settings). */
  passwordCheckPerUser: { max: 10, windowSeconds: 15 * MINUTE },
  /** Two-step codes (login second step, enable, disable) per account. */
  twoFactorPerUser: { max: 10, windowSeconds: 15 * MINUTE },
  /** Certificate verification: every lookup from one address (bounds the work), and the unknown codes among them. */
  certificateLookupPerIp: { max: 300, windowSeconds: 15 * MINUTE },
  /** Unknown codes from one address: past this, every lookup from it waits, so codes cannot be enumerated. */
  certificateLookupMissPerIp: { max: 30, windowSeconds: HOUR },
  certificateIssuePerUser: { max: 30, windowSeconds: 15 * MINUTE },
  /** A learner withdraws their own certificates (issue 31): a few in a lifetime; this bounds a script. */
  certificateWithdrawPerUser: { max: 10, windowSeconds: HOUR },
  /** Each PDF is drawn on request. */
  certificatePdfPerUser: { max: 60, windowSeconds: 15 * MINUTE },
  /** Spot the scam answers (issue 34): a facility shares one address; a person needs a minute per scenario. */
  practiceAnswerPerIp: { max: 300, windowSeconds: 15 * MINUTE },
  practiceAnswerPerUser: { max: 60, windowSeconds: 15 * MINUTE },
  /** My account (issue 31): name and language changes per account. */
  accountUpdatePerUser: { max: 30, windowSeconds: 15 * MINUTE },
  /** Email-change links, like forgot-password: per account, per client address, per new address. */
  emailChangePerUser: { max: 5, windowSeconds: HOUR },
  emailChangePerIp: { max: 20, windowSeconds: HOUR },
  emailChangePerEmail: { max: 5, windowSeconds: HOUR },
  /** Opening email-change, undo and verification links from one address (tokens are not guessable; this bounds the work). */
  emailLinkPerIp: { max: 30, windowSeconds: HOUR },
  /** "Send the link again" to verify the account's address (issue 39), per account. */
  emailVerifyLinkPerUser: { max: 3, windowSeconds: HOUR },
  /** Verification mails to one address (sign-ups and resends together), so accounts typed with it cannot flood it. */
  emailVerifyPerEmail: { max: 5, windowSeconds: HOUR },
  /** Data downloads per account (each reads every table of the account). */
  accountExportPerUser: { max: 10, windowSeconds: HOUR },
  /** Money plan saves (issue 34): one press of Save each; a person saves a few times while planning. */
  moneyPlanSavePerUser: { max: 60, windowSeconds: 15 * MINUTE },
  /** Reading positions a learner's browser sends (at most one every few seconds while reading; issue 31). */
  lastReadPerUser: { max: 120, windowSeconds: 15 * MINUTE },
  /** Leaving a class (issue 31): a person does it once; this bounds a script. */
  classLeavePerUser: { max: 10, windowSeconds: HOUR },
  /** Changes to an instructor's class contact line (issue 31). */
  classContactPerUser: { max: 30, windowSeconds: HOUR },
  /** Before-checks and well-being answers (issue 40): a few per module and one per round; this bounds a script. */
  learningMeasurePerUser: { max: 30, windowSeconds: 15 * MINUTE },
  /** Impact report downloads per staff member (issue 40): each reads every learner's figures. */
  impactReportPerUser: { max: 30, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

export type RateLimitRuleName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitRules = Record<RateLimitRuleName, RateLimitRule>;

/** Scales every limit (RATE_LIMIT_FACTOR), e.g. for a browser test suite that logs in many times from one IP. */
export function scaledRateLimits(factor: number): RateLimitRules {
  const entries = Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [
    name,
    { ...rule, max: Math.max(1, Math.round(rule.max * factor)) },
  ]);
  return Object.fromEntries(entries) as RateLimitRules;
}
