import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module6En: LearningModule = {
  ...moduleCatalog.en[5]!,
  topics: moduleTopics.en[6]!,
  content: {
    sections: [
      {
        id: 'budgeting',
        title: 'Make a simple budget',
        paragraphs: [
          'A budget is a plan for your money. It shows what comes in and what goes out. It helps you decide before the money is gone.',
          'Start with your income for the month. Then list your needs: housing, food, transport, phone and court payments. Pay these first. What is left can go to savings, debt and wants.',
          'Here is an example. Dana takes home $1,600 a month. Her needs cost $1,350. She puts $20 into savings and $100 toward her court fines. She has $130 left for other things.',
        ],
        bullets: [
          'Write down everything you spend for two weeks.',
          'Keep receipts, or use a notebook or an app.',
          'Check your budget every week and change it when you need to.',
        ],
        sources: cite('en', 'cfpbYmyg'),
      },
      {
        id: 'bank-accounts',
        title: 'Checking and savings accounts',
        paragraphs: [
          'A checking account is for everyday money. You get a debit card to pay bills and buy things. A savings account is for money you want to keep. It may pay a little interest.',
          'Watch out for overdrafts. An overdraft is when you spend more than you have. Some banks charge a big fee each time. Choose an account with no overdraft fees if you can.',
          'Money in an FDIC-insured bank is protected up to $250,000. Credit unions have the same protection through the NCUA.',
        ],
        sources: cite('en', 'fdic', 'ncua', 'cfpbBank'),
      },
      {
        id: 'saving',
        title: 'Start saving, even a little',
        paragraphs: [
          'Savings help when something goes wrong, like a car repair or a lost shift at work. Without savings, a small problem can turn into debt.',
          'Start small. Even $10 to $20 a month is a good start. If you save $15 a month, you will have $180 after a year.',
          'Make it automatic. Ask your bank to move money to savings each payday. Money you do not see is easier to keep.',
        ],
      },
      {
        id: 'credit',
        title: 'How credit works',
        paragraphs: [
          'Your credit report is the record of how you pay loans and bills. Your credit score is a number based on that report. Most scores run from 300 to 850. A higher score means lenders see you as less risky.',
          'A good score can mean lower interest, easier renting and lower deposits. Some employers also check credit reports, with your permission.',
          'If you have no credit yet, you can build it. A secured credit card uses your own deposit as the limit. A credit-builder loan saves money for you while you make payments.',
        ],
        bullets: [
          'Pay every bill on time. This matters most.',
          'Use only a small part of your credit limit, under 30%.',
          'Do not open many new accounts at once.',
          'Check your free reports at AnnualCreditReport.com.',
        ],
        sources: cite('en', 'cfpbCredit', 'annualCreditReport'),
      },
      {
        id: 'loans-and-interest',
        title: 'Loans and interest',
        paragraphs: [
          'Interest is what you pay to borrow money. The APR shows the cost of a loan for a year, including most fees. A lower APR means a cheaper loan.',
          'Here is an example. You borrow $1,000 at 20% APR and pay nothing for a year. You would owe about $1,200. At 10%, you would owe about $1,100.',
          'Payday loans are very costly. The CFPB says a two-week payday loan with a fee of $15 for each $100 is like an APR of almost 400%. Car title loans can cost you your car.',
        ],
        bullets: [
          'Compare the APR, not just the monthly payment.',
          'Read the total cost before you sign.',
          'Ask a credit union about small, low-cost loans.',
        ],
        sources: cite('en', 'cfpbHome'),
      },
      {
        id: 'debt-and-fines',
        title: 'Pay off debt and legal fines',
        paragraphs: [
          'Make a list of every debt: who you owe, how much, the interest rate and the due date. Include court fines and fees.',
          'Pay at least the minimum on every debt. Then put any extra money on one debt. You can pick the smallest debt first to get a quick win. Or pick the one with the highest interest to save the most money.',
          'For court debt, ask the court about a payment plan. Keep every receipt. A debt collector must treat you fairly. They cannot threaten you or lie to you. You can ask them to prove the debt.',
          'Watch out for companies that promise to erase your debt for a fee. Many of these offers are scams.',
        ],
        sources: cite('en', 'cfpbDebtCollection', 'lawHelp'),
      },
      {
        id: 'protect-your-money',
        title: 'Protect your money',
        paragraphs: [
          'Check your bank account every week. Look for charges you do not know. If you find one, call your bank right away. The sooner you tell them, the more you are protected.',
          'Never share your PIN, passwords or sign-in codes. Your bank will not ask for them by phone or text.',
          'If a deal sounds too good to be true, it probably is. Report scams at ReportFraud.ftc.gov.',
        ],
        sources: cite('en', 'reportFraud', 'ftcPhishing'),
      },
    ],
  },
};
