import type { Resources } from '@reentry/contracts/content-pages';
import { cite } from '../sources.js';

/** Finance tab: the ten-section Financial Literacy Basics guide and tip cards. */
export const financeEn: Resources['finance'] = {
  guide: {
    id: 'financial-literacy-basics',
    title: 'Financial Literacy Basics',
    intro: 'A short guide to managing money after release. Read it in order, or jump to what you need today.',
    sections: [
      { id: 'why-it-matters', title: '1. Why money skills matter', paragraphs: ['Money skills help you keep housing, avoid high fees and stay out of debt. They also help you reach your goals, one step at a time.', 'Banking and payments have changed a lot. If you have been away for years, it is normal to feel behind. Everyone starts somewhere.'] },
      { id: 'budget', title: '2. Make a budget', paragraphs: ['A budget is a plan for your money. Write down what comes in each month and what goes out.', 'Pay your needs first: housing, food, transport, phone and court payments. Then savings. Then wants.'], sources: cite('en', 'cfpbYmyg') },
      { id: 'bank-account', title: '3. Open a bank account', paragraphs: ['A bank or credit union account is safer and cheaper than cash and check cashing stores. Look for no monthly fee and no overdraft fees.', 'If a bank turns you down, ask about a second-chance account.'], bullets: ['Bring a photo ID and your Social Security number.', 'Check that the bank is FDIC insured or the credit union is NCUA insured.'], sources: cite('en', 'bankOn', 'cfpbBank') },
      { id: 'saving', title: '4. Save a little each month', paragraphs: ['Start with $10 to $20 a month. Set it to move to savings on payday.', 'Your first goal is a small cushion for surprises, like a bus pass or a doctor visit.'] },
      { id: 'credit-reports', title: '5. Know your credit report and score', paragraphs: ['Your credit report shows how you pay loans and bills. Your score comes from the report. Most scores run from 300 to 850.', 'Get your free reports every week at AnnualCreditReport.com. It is the only official free site.'], sources: cite('en', 'annualCreditReport', 'cfpbCredit') },
      { id: 'build-credit', title: '6. Build your credit', paragraphs: ['Pay every bill on time. Use only a small part of your credit limit.', 'A secured credit card or a credit-builder loan can help you start. Ask a bank or a credit union.'] },
      { id: 'loans', title: '7. Understand loans and interest', paragraphs: ['Interest is the price of borrowing. Compare loans by their APR. A lower APR costs less.', 'Stay away from payday and car title loans. Their cost can be close to 400% a year.'], sources: cite('en', 'cfpbHome') },
      { id: 'debt-and-fines', title: '8. Pay off debt and legal fines', paragraphs: ['List every debt, including court fines and fees. Pay the minimum on all of them, then put extra on one.', 'Ask the court about a payment plan. Keep every receipt. Free legal aid can help.'], sources: cite('en', 'lawHelp', 'cfpbDebtCollection') },
      { id: 'avoid-scams', title: '9. Avoid scams', paragraphs: ['Only scammers demand payment in crypto, gift cards or wire transfers. No real agency will threaten you to pay right now.', 'Report scams at ReportFraud.ftc.gov. If someone uses your name, go to IdentityTheft.gov.'], sources: cite('en', 'ftcCrypto', 'reportFraud', 'identityTheft') },
      { id: 'free-help', title: '10. Where to get free help', paragraphs: ['You do not have to figure this out alone. These groups offer free, trusted help.'], bullets: ['Call 211 for local help with food, housing and bills.', 'The CFPB has free tools and takes complaints about banks and cards.', 'IRS free tax help can file your taxes at no cost if you qualify.'], sources: cite('en', 'twoOneOne', 'cfpbHome', 'irsFreeHelp') },
    ],
  },
  tips: [
    { id: 'needs-first', title: 'Needs first', body: ['Pay for housing, food, transport and court payments before anything else.'] },
    { id: 'save-small', title: 'Save small, save often', body: ['$10 to $20 a month adds up. Set it to move on payday.'] },
    { id: 'read-fees', title: 'Read the fee list', body: ['Release cards and prepaid cards must show their key fees. Use the free options.'] },
    { id: 'weekly-check', title: 'Check your account weekly', body: ['Look for charges you do not know and call your bank fast.'] },
    { id: 'no-crypto-demands', title: 'Crypto demand? It is a scam', body: ['No court, sheriff or agency asks you to pay in crypto or gift cards.'] },
    { id: 'free-reports', title: 'Your reports are free', body: ['Check your credit reports every week at AnnualCreditReport.com.'] },
  ],
};
