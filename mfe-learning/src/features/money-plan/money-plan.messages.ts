import { defineMessage, defineMessages } from 'react-intl';
import type { MoneyPlanLine, MoneyPlanPeriod } from '@reentry/contracts/money-plan-rules';

export const moneyPlanMessages = defineMessages({
  title: { id: 'learning.moneyPlan.title', defaultMessage: 'My first month’s money plan', description: 'Money plan: page heading' },
  intro: {
    id: 'learning.moneyPlan.intro',
    defaultMessage: 'Plan the first 30 days after release. Write what money comes in and what goes out each week. Leave a box empty if it is 0.',
    description: 'Money plan: sentences under the heading',
  },
  moneyIn: { id: 'learning.moneyPlan.moneyIn', defaultMessage: 'Money coming in', description: 'Money plan: group of the boxes for money coming in' },
  moneyOut: { id: 'learning.moneyPlan.moneyOut', defaultMessage: 'Money going out', description: 'Money plan: group of the boxes for money going out' },
  amountHint: { id: 'learning.moneyPlan.amountHint', defaultMessage: 'In dollars, like 25 or 25.50', description: 'Money plan: hint under the first box' },
  addUp: { id: 'learning.moneyPlan.addUp', defaultMessage: 'Add it up', description: 'Money plan: button that adds up the plan (visitor)' },
  save: { id: 'learning.moneyPlan.save', defaultMessage: 'Add it up and save', description: 'Money plan: button that adds up and saves the plan (signed in)' },
  totalsTitle: { id: 'learning.moneyPlan.totalsTitle', defaultMessage: 'Your month', description: 'Money plan: heading of the totals' },
  totalIn: { id: 'learning.moneyPlan.totalIn', defaultMessage: 'Coming in', description: 'Money plan: label of the month’s total coming in' },
  totalOut: { id: 'learning.moneyPlan.totalOut', defaultMessage: 'Going out', description: 'Money plan: label of the month’s total going out' },
  left: { id: 'learning.moneyPlan.left', defaultMessage: 'Left over', description: 'Money plan: label of what is left at the end of the month' },
  barLeft: { id: 'learning.moneyPlan.barLeft', defaultMessage: 'Left over: {amount}', description: 'Money plan: the bar kept at the bottom of a phone screen while typing; amount is like $120.50' },
  seeTotals: { id: 'learning.moneyPlan.seeTotals', defaultMessage: 'See totals', description: 'Money plan: link in the bottom bar to the totals below the boxes' },
  weekColumn: { id: 'learning.moneyPlan.weekColumn', defaultMessage: 'Part of the month', description: 'Money plan: table column: week' },
  balanceColumn: { id: 'learning.moneyPlan.balanceColumn', defaultMessage: 'Left at the end', description: 'Money plan: table column: running balance' },
  weeksCaption: { id: 'learning.moneyPlan.weeksCaption', defaultMessage: 'Week by week', description: 'Money plan: caption of the table of the weeks' },
  addsUp: { id: 'learning.moneyPlan.addsUp', defaultMessage: 'Your plan adds up. Keep some money for surprises.', description: 'Money plan: the month adds up' },
  firstSteps: { id: 'learning.moneyPlan.firstSteps', defaultMessage: 'What to do first', description: 'Money plan: heading of the steps under the warning' },
  letterLink: { id: 'learning.moneyPlan.letterLink', defaultMessage: 'Court fines and fees: a worksheet and a letter to ask for a payment plan', description: 'Money plan: link to the letter page' },
  saved: { id: 'learning.moneyPlan.saved', defaultMessage: 'Your plan is saved on your account.', description: 'Money plan: status after a signed-in save' },
  keptOnDevice: {
    id: 'learning.moneyPlan.keptOnDevice',
    defaultMessage: 'Your plan is kept on this device only. Sign in to keep it on your account.',
    description: 'Money plan: note for a visitor with script: kept in this browser',
  },
  notKept: {
    id: 'learning.moneyPlan.notKept',
    defaultMessage: 'Your plan is not kept. Print it, or sign in to keep it on your account.',
    description: 'Money plan: note for a visitor without script: nothing is kept',
  },
  kioskNotKept: {
    id: 'learning.moneyPlan.kioskNotKept',
    defaultMessage: 'This is a shared tablet, so your plan is not kept here. Print it, or sign in to keep it on your account.',
    description: 'Money plan: note on a facility’s shared tablet',
  },
  fixMistakes: { id: 'learning.moneyPlan.fixMistakes', defaultMessage: 'Some boxes need fixing. Look for the red messages.', description: 'Money plan: after a send with mistakes' },
  failed: { id: 'learning.moneyPlan.failed', defaultMessage: 'We could not save your plan. Please try again.', description: 'Money plan: the save failed' },
  print: { id: 'learning.moneyPlan.print', defaultMessage: 'Print my plan', description: 'Money plan: print button' },
  clear: { id: 'learning.moneyPlan.clear', defaultMessage: 'Clear my plan', description: 'Money plan: button that empties every box' },
  documentsTitle: { id: 'learning.moneyPlan.documentsTitle', defaultMessage: 'Documents to get', description: 'Money plan: heading of the ID documents checklist' },
  releaseCardTitle: { id: 'learning.moneyPlan.releaseCardTitle', defaultMessage: 'Get money off a release card without fees', description: 'Money plan: heading of the release card tips' },
  summaryCaption: { id: 'learning.moneyPlan.summaryCaption', defaultMessage: 'My plan, week by week', description: 'Money plan: caption of the printed table' },
  lineColumn: { id: 'learning.moneyPlan.lineColumn', defaultMessage: 'What', description: 'Money plan: printed table column: the line' },
  monthColumn: { id: 'learning.moneyPlan.monthColumn', defaultMessage: 'Month', description: 'Money plan: printed table column: the month total' },
  letterTitle: { id: 'learning.moneyPlan.letterTitle', defaultMessage: 'Court fines and fees', description: 'Money plan: letter page heading' },
  letterIntro: {
    id: 'learning.moneyPlan.letterIntro',
    defaultMessage: 'Fill in the worksheet and the letter, then print them. Nothing you type here is sent or saved.',
    description: 'Money plan: letter page: sentences under the heading',
  },
  worksheetTitle: { id: 'learning.moneyPlan.worksheetTitle', defaultMessage: 'What I owe', description: 'Money plan: heading of the fines worksheet' },
  fineWho: { id: 'learning.moneyPlan.fineWho', defaultMessage: 'Who I owe (court or office)', description: 'Money plan: worksheet box' },
  fineCase: { id: 'learning.moneyPlan.fineCase', defaultMessage: 'Case number', description: 'Money plan: worksheet box' },
  fineAmount: { id: 'learning.moneyPlan.fineAmount', defaultMessage: 'Amount I owe', description: 'Money plan: worksheet box' },
  fineDue: { id: 'learning.moneyPlan.fineDue', defaultMessage: 'Due date', description: 'Money plan: worksheet box' },
  finePenalty: { id: 'learning.moneyPlan.finePenalty', defaultMessage: 'What happens if it is late', description: 'Money plan: worksheet box' },
  letterHeading: { id: 'learning.moneyPlan.letterHeading', defaultMessage: 'Letter to ask for a payment plan', description: 'Money plan: heading of the letter' },
  signature: { id: 'learning.moneyPlan.signature', defaultMessage: 'Signature', description: 'Money plan: letter: the line to sign on' },
  printLetter: { id: 'learning.moneyPlan.printLetter', defaultMessage: 'Print the worksheet and letter', description: 'Money plan: letter page print button' },
  backToPlan: { id: 'learning.moneyPlan.backToPlan', defaultMessage: 'My money plan', description: 'Money plan: back link from the letter page' },
});

export const periodMessages: Record<MoneyPlanPeriod, { id: string; defaultMessage: string; description: string }> = defineMessages({
  week1: { id: 'learning.moneyPlan.period.week1', defaultMessage: 'Week 1 (days 1 to 7)', description: 'Money plan: first week' },
  week2: { id: 'learning.moneyPlan.period.week2', defaultMessage: 'Week 2 (days 8 to 14)', description: 'Money plan: second week' },
  week3: { id: 'learning.moneyPlan.period.week3', defaultMessage: 'Week 3 (days 15 to 21)', description: 'Money plan: third week' },
  week4: { id: 'learning.moneyPlan.period.week4', defaultMessage: 'Week 4 (days 22 to 28)', description: 'Money plan: fourth week' },
  days29to30: { id: 'learning.moneyPlan.period.days29to30', defaultMessage: 'Days 29 and 30', description: 'Money plan: the last two days of the month' },
});

export const lineMessages: Record<MoneyPlanLine, { id: string; defaultMessage: string; description: string }> = defineMessages({
  releaseCard: { id: 'learning.moneyPlan.line.releaseCard', defaultMessage: 'Release card or gate money', description: 'Money plan: money in' },
  pay: { id: 'learning.moneyPlan.line.pay', defaultMessage: 'Pay from work', description: 'Money plan: money in' },
  benefits: { id: 'learning.moneyPlan.line.benefits', defaultMessage: 'Benefits (like food help)', description: 'Money plan: money in' },
  family: { id: 'learning.moneyPlan.line.family', defaultMessage: 'Help from family or friends', description: 'Money plan: money in' },
  housing: { id: 'learning.moneyPlan.line.housing', defaultMessage: 'Housing', description: 'Money plan: money out' },
  phone: { id: 'learning.moneyPlan.line.phone', defaultMessage: 'Phone', description: 'Money plan: money out' },
  transport: { id: 'learning.moneyPlan.line.transport', defaultMessage: 'Bus, rides or gas', description: 'Money plan: money out' },
  food: { id: 'learning.moneyPlan.line.food', defaultMessage: 'Food', description: 'Money plan: money out' },
  idDocuments: { id: 'learning.moneyPlan.line.idDocuments', defaultMessage: 'ID documents', description: 'Money plan: money out' },
  courtFines: { id: 'learning.moneyPlan.line.courtFines', defaultMessage: 'Court fines and fees', description: 'Money plan: money out' },
  supervisionFees: { id: 'learning.moneyPlan.line.supervisionFees', defaultMessage: 'Supervision fees', description: 'Money plan: money out' },
  debts: { id: 'learning.moneyPlan.line.debts', defaultMessage: 'Debts', description: 'Money plan: money out' },
});

export const letterFieldMessages = defineMessages({
  date: { id: 'learning.moneyPlan.letter.date', defaultMessage: 'Today’s date', description: 'Money plan: letter box' },
  court: { id: 'learning.moneyPlan.letter.court', defaultMessage: 'Name of the court', description: 'Money plan: letter box' },
  caseNumber: { id: 'learning.moneyPlan.letter.caseNumber', defaultMessage: 'Case number', description: 'Money plan: letter box' },
  name: { id: 'learning.moneyPlan.letter.name', defaultMessage: 'Your full name', description: 'Money plan: letter box' },
  releaseDate: { id: 'learning.moneyPlan.letter.releaseDate', defaultMessage: 'Date you were released', description: 'Money plan: letter box' },
  amount: { id: 'learning.moneyPlan.letter.amount', defaultMessage: 'Amount you owe', description: 'Money plan: letter box' },
  monthly: { id: 'learning.moneyPlan.letter.monthly', defaultMessage: 'Amount you can pay each month', description: 'Money plan: letter box' },
  contact: { id: 'learning.moneyPlan.letter.contact', defaultMessage: 'Your phone or address', description: 'Money plan: letter box' },
});

export const announceMessage = defineMessage<{ in: string; out: string; left: string }>({
    id: 'learning.moneyPlan.announce',
    defaultMessage: 'Coming in {in}. Going out {out}. Left over {left}.',
    description: 'Money plan: what a screen reader hears after the learner stops typing',
  });

export const warningMessage = defineMessage<{ period: string }>({
    id: 'learning.moneyPlan.warning',
    defaultMessage: 'Your plan does not add up. You run out of money in {period}.',
    description: 'Money plan: warning: the running balance goes below zero in a week',
  });

export const fineLegendMessage = defineMessage<{ number: number }>({ id: 'learning.moneyPlan.fineLegend', defaultMessage: 'Fine or fee {number}', description: 'Money plan: worksheet: one fine' });
