import type { LearningObjective } from '@reentry/contracts/learning-objectives';

/**
 * What each quiz question checks (issue 40), by question id: the same in both languages. The content studio
 * seeds each quiz with these tags, and editors may change them there.
 */
export const quizObjectives: Readonly<Record<string, LearningObjective>> = {
  // Module 1: digital money and crypto basics
  'what-is-blockchain': 'digital-money',
  'crypto-insured': 'banking',
  'wrong-address': 'digital-money',
  'sheriff-text': 'scams',
  'app-money': 'banking',
  // Module 2: wallets
  'support-asks-phrase': 'scams',
  'custodial-wallet': 'wallets',
  'store-phrase': 'wallets',
  'strong-sign-in': 'wallets',
  'get-wallet-app': 'wallets',
  // Module 3: deciding about crypto, and scams
  'guaranteed-profit': 'scams',
  'which-money': 'budgeting',
  'crypto-atm-call': 'scams',
  'first-transfer': 'wallets',
  'where-to-report': 'scams',
  // Module 4: meme coins
  'what-drives-price': 'investing-risk',
  'rug-pull': 'scams',
  'celebrity-post': 'investing-risk',
  'copycat-token': 'scams',
  'buyer-protection': 'investing-risk',
  // Module 5: the first weeks home
  'ssa-card-cost': 'id-documents',
  'release-card-first-step': 'banking',
  'bank-says-no': 'banking',
  'cannot-pay-fines': 'fines-and-fees',
  'free-credit-reports': 'credit',
  // Module 6: money basics
  'pay-first': 'budgeting',
  'higher-score': 'credit',
  'build-credit': 'credit',
  'compare-apr': 'borrowing',
  'payday-loan': 'borrowing',
  'start-saving': 'saving',
  'fdic-insurance': 'banking',
};
