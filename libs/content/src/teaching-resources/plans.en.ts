import type { LessonPlan } from '@reentry/contracts/content-pages';

const session = { min: 60, max: 90 };
const materials = ['Printed module guide, one per learner', 'Pens and paper', 'Whiteboard or flip chart'];

/** One lesson plan per module for in-person sessions of 60 to 90 minutes. */
export const lessonPlansEn: LessonPlan[] = [
  {
    moduleId: 1, title: 'Introduction to Digital Currency', durationMinutes: session,
    objectives: ['Explain the difference between digital dollars and crypto.', 'Describe a blockchain in plain words.', 'State the rule: only scammers demand crypto.'],
    materials,
    activities: [
      { id: 'warm-up', title: 'What has changed?', minutes: 10, description: 'Learners list ways people paid for things before and after they went in. Write both lists on the board.' },
      { id: 'record-book', title: 'The shared record book', minutes: 20, description: 'Each learner keeps a copy of a class ledger. Show why one person cannot change it alone.' },
      { id: 'scam-text', title: 'Spot the scam text', minutes: 20, description: 'Read the fake sheriff text aloud. Groups find the red flags and agree on what to do.' },
      { id: 'quiz-review', title: 'Quiz and review', minutes: 15, description: 'Take the module quiz together and talk through each answer.' },
    ],
    discussionQuestions: ['Which kind of digital money would you use first, and why?', 'Who would you call if you got a text like the scam example?'],
  },
  {
    moduleId: 2, title: 'Digital Wallets & Security', durationMinutes: session,
    objectives: ['Tell a custodial wallet from a self-custody wallet.', 'Protect a recovery phrase.', 'Set up strong sign-in on a phone.'],
    materials: [...materials, 'Sample recovery phrase cards (practice only, never real)'],
    activities: [
      { id: 'mailbox', title: 'The mailbox picture', minutes: 10, description: 'Use the mailbox example to explain addresses and keys.' },
      { id: 'phrase-practice', title: 'Recovery phrase practice', minutes: 20, description: 'Learners copy a practice phrase by hand and plan where to keep it. Stress that real phrases are never shared.' },
      { id: 'fake-support', title: 'Fake support role play', minutes: 20, description: 'One learner plays a fake agent. Others practise saying no and ending the chat.' },
      { id: 'quiz-review', title: 'Quiz and review', minutes: 15, description: 'Take the module quiz together and talk through each answer.' },
    ],
    discussionQuestions: ['Where at home could you keep a paper safe?', 'How would you check that an app is real?'],
  },
  {
    moduleId: 3, title: 'Safe Cryptocurrency Practices', durationMinutes: session,
    objectives: ['Put needs and savings before any crypto.', 'Name six common crypto scams.', 'Know where to report a scam.'],
    materials,
    activities: [
      { id: 'needs-list', title: 'Needs first', minutes: 15, description: 'Learners rank a list of costs from most to least urgent.' },
      { id: 'red-flags', title: 'Red flag cards', minutes: 20, description: 'Groups sort sample messages into safe and scam, and name the red flag in each.' },
      { id: 'reporting', title: 'What to do next', minutes: 15, description: 'Walk through reporting at ReportFraud.ftc.gov and IC3.gov, and warn about recovery scams.' },
      { id: 'quiz-review', title: 'Quiz and review', minutes: 15, description: 'Take the module quiz together and talk through each answer.' },
    ],
    discussionQuestions: ['Why do scammers push people to act fast?', 'Who could you talk to before sending money?'],
  },
  {
    moduleId: 4, title: 'Understanding Meme Coins', durationMinutes: session,
    objectives: ['Explain why meme coin prices swing.', 'Describe a rug pull and a pump-and-dump.', 'Check a token by its contract address.'],
    materials,
    activities: [
      { id: 'hype-game', title: 'The hype game', minutes: 20, description: 'Run a paper market: the price rises as people join, then early holders sell. Count who lost money.' },
      { id: 'copycat', title: 'Find the real token', minutes: 15, description: 'Show two tokens with the same name and different addresses. Learners find the official one.' },
      { id: 'protections', title: 'Who protects you?', minutes: 10, description: 'Compare a bank deposit with a meme coin: FDIC insurance, reversals and rules.' },
      { id: 'quiz-review', title: 'Quiz and review', minutes: 15, description: 'Take the module quiz together and talk through each answer.' },
    ],
    discussionQuestions: ['What did the hype game teach you about buying late?', 'What would you check before buying any token?'],
  },
  {
    moduleId: 5, title: 'Post-Release Financial Steps', durationMinutes: session,
    objectives: ['Plan the first weeks after release in order.', 'Get money off a release card without fees.', 'Know the options for bank accounts, court debt and credit reports.'],
    materials: [...materials, 'A sample prepaid card fee list', 'Local 211 and legal aid phone numbers'],
    activities: [
      { id: 'first-weeks', title: 'My first-weeks plan', minutes: 20, description: 'Each learner fills in a plan: ID documents, release card, bank account, court debt, credit reports.' },
      { id: 'fee-list', title: 'Read the fee list', minutes: 15, description: 'Groups find the free ways to use a release card on a sample fee list.' },
      { id: 'court-debt', title: 'Talking to the court', minutes: 15, description: 'Practise asking a court clerk for a written balance and a payment plan.' },
      { id: 'quiz-review', title: 'Quiz and review', minutes: 15, description: 'Take the module quiz together and talk through each answer.' },
    ],
    discussionQuestions: ['Which step feels hardest, and who could help with it?', 'What papers will you need for a bank account?'],
  },
  {
    moduleId: 6, title: 'Financial Literacy Basics', durationMinutes: session,
    objectives: ['Build a simple monthly budget.', 'Explain credit scores from 300 to 850 and how to build credit.', 'Compare loans by APR and plan to pay off debt and fines.'],
    materials: [...materials, 'Blank budget worksheet', 'Calculators'],
    activities: [
      { id: 'budget', title: 'Build a budget', minutes: 20, description: 'Use Dana\'s example, then learners fill in their own worksheet with needs first and $10 to $20 for savings.' },
      { id: 'apr', title: 'Compare two loans', minutes: 15, description: 'Compare the cost of a credit union loan and a payday loan on the board.' },
      { id: 'debt-plan', title: 'Debt and fines plan', minutes: 15, description: 'Learners list debts and pick smallest-first or highest-interest-first.' },
      { id: 'quiz-review', title: 'Quiz and review', minutes: 20, description: 'Take the 7-question quiz together and talk through each answer.' },
    ],
    discussionQuestions: ['What is one need and one want in your budget?', 'What is one step you can take this month to build credit?'],
  },
];
