import { defineMessages } from 'react-intl';
import type { LearningObjective } from '@reentry/contracts/learning-objectives';

const d = (what: string) => `Content studio: the learning objective ${what}`;

/** The learning objectives' names in the studio (issue 40); their ids are in the contract. */
export const objectiveMessages = defineMessages<LearningObjective | 'none'>({
  none: { id: 'admin.content.objective.none', defaultMessage: 'Choose what it checks', description: d('not chosen yet') },
  budgeting: { id: 'admin.content.objective.budgeting', defaultMessage: 'Budgeting', description: d('budgeting') },
  saving: { id: 'admin.content.objective.saving', defaultMessage: 'Saving', description: d('saving') },
  banking: { id: 'admin.content.objective.banking', defaultMessage: 'Banking', description: d('banking') },
  credit: { id: 'admin.content.objective.credit', defaultMessage: 'Credit', description: d('credit') },
  borrowing: { id: 'admin.content.objective.borrowing', defaultMessage: 'Borrowing', description: d('borrowing') },
  'fines-and-fees': { id: 'admin.content.objective.finesAndFees', defaultMessage: 'Fines and fees', description: d('fines and fees') },
  'id-documents': { id: 'admin.content.objective.idDocuments', defaultMessage: 'ID documents', description: d('ID documents') },
  'digital-money': { id: 'admin.content.objective.digitalMoney', defaultMessage: 'Digital money', description: d('digital money') },
  wallets: { id: 'admin.content.objective.wallets', defaultMessage: 'Wallets', description: d('wallets') },
  'investing-risk': { id: 'admin.content.objective.investingRisk', defaultMessage: 'Investing risk', description: d('investing risk') },
  scams: { id: 'admin.content.objective.scams', defaultMessage: 'Scams', description: d('scams') },
});
