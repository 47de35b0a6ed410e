import { defineMessages, type MessageDescriptor } from './messages.js';

/**
 * What a quiz question checks (issue 40): each question of each quiz has one, so figures can be read by
 * objective as well as by module. Language-neutral ids, and their names. No zod here: pages that only show
 * the names (/impact) do not load it; the schema is in learning-objectives.ts.
 */
export const learningObjectives = [
  'budgeting',
  'saving',
  'banking',
  'credit',
  'borrowing',
  'fines-and-fees',
  'id-documents',
  'digital-money',
  'wallets',
  'investing-risk',
  'scams',
] as const;
export type LearningObjective = (typeof learningObjectives)[number];

const d = (what: string) => `A learning objective's name (what a quiz question checks), in the content studio and the impact figures: ${what}`;

/** The objectives' names, for the studio, the /impact page and the staff report. */
export const learningObjectiveMessages: Record<LearningObjective, MessageDescriptor> = defineMessages({
  budgeting: { id: 'contracts.objective.budgeting', defaultMessage: 'Budgeting', description: d('budgeting') },
  saving: { id: 'contracts.objective.saving', defaultMessage: 'Saving', description: d('saving') },
  banking: { id: 'contracts.objective.banking', defaultMessage: 'Banking', description: d('banking') },
  credit: { id: 'contracts.objective.credit', defaultMessage: 'Credit', description: d('credit') },
  borrowing: { id: 'contracts.objective.borrowing', defaultMessage: 'Borrowing', description: d('borrowing') },
  'fines-and-fees': { id: 'contracts.objective.finesAndFees', defaultMessage: 'Fines and fees', description: d('fines and fees') },
  'id-documents': { id: 'contracts.objective.idDocuments', defaultMessage: 'ID documents', description: d('ID documents') },
  'digital-money': { id: 'contracts.objective.digitalMoney', defaultMessage: 'Digital money', description: d('digital money') },
  wallets: { id: 'contracts.objective.wallets', defaultMessage: 'Wallets', description: d('wallets') },
  'investing-risk': { id: 'contracts.objective.investingRisk', defaultMessage: 'Investing risk', description: d('investing risk') },
  scams: { id: 'contracts.objective.scams', defaultMessage: 'Scams', description: d('scams') },
});
