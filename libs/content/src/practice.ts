import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { bankFraudAlert, realBankText } from './practice/banks.js';
import { investmentApp, memeCoinPump } from './practice/crypto-investing.js';
import { recoveryOffer, walletSupport } from './practice/crypto-wallets.js';
import { sheriffWarrant, utilityCryptoAtm } from './practice/demands.js';
import { benefitsImpostor, irsImpostor } from './practice/government.js';
import { paymentAppMistake, releaseCardFee } from './practice/money-apps.js';
import { jobCheck, romanceCrypto } from './practice/people.js';

/**
 * "Spot the scam" (issue 34): realistic messages to practise on, in list order. The one real message sits
 * among the scams. Answers included: they are shown after each choice and printed on the handout.
 */
const all = [
  paymentAppMistake,
  bankFraudAlert,
  walletSupport,
  romanceCrypto,
  sheriffWarrant,
  jobCheck,
  realBankText,
  investmentApp,
  recoveryOffer,
  utilityCryptoAtm,
  memeCoinPump,
  releaseCardFee,
  irsImpostor,
  benefitsImpostor,
];

export const practiceScenarios: Record<Locale, readonly PracticeScenario[]> = {
  en: all.map((scenario) => scenario.en),
  es: all.map((scenario) => scenario.es),
};

export const practiceScenarioIds: readonly string[] = all.map((scenario) => scenario.en.id);

export function getPracticeScenario(locale: Locale, id: string): PracticeScenario | undefined {
  return practiceScenarios[locale].find((scenario) => scenario.id === id);
}
