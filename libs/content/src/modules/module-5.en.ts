import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module5En: LearningModule = {
  ...moduleCatalog.en[4]!,
  topics: moduleTopics.en[5]!,
  content: {
    sections: [
      {
        id: 'first-weeks-plan',
        title: 'Your first weeks: a simple plan',
        paragraphs: [
          'The first weeks after release are busy. Many things feel urgent at once. A simple order helps. Each step makes the next one easier.',
          'Keep every paper in one folder: release papers, IDs, letters from the court, and bank forms. Take photos of them as a backup.',
          'You do not have to do this alone. A case manager, parole or probation officer, or reentry program can help. You can also call 211 to find local help with food, housing and bills.',
        ],
        bullets: [
          'Step 1: Get your ID documents.',
          'Step 2: Get your money off your release card without fees.',
          'Step 3: Open a bank or credit union account.',
          'Step 4: Find out what you owe the court, and make a plan.',
          'Step 5: Check your credit reports.',
        ],
        sources: cite('en', 'twoOneOne'),
      },
      {
        id: 'id-documents',
        title: 'Get your ID documents',
        paragraphs: [
          'You need ID to get a job, rent a home, open a bank account and get benefits. Most people need three papers: a Social Security card, a birth certificate and a state photo ID.',
          'A new Social Security card is free. Never pay a website to get one. You can get up to 3 new cards a year and 10 in your life. Many prisons work with Social Security to help you apply before release, so ask your case manager.',
          'Order a birth certificate from the vital records office of the state where you were born. It usually costs $10 to $25. The CDC lists every state office.',
          'Take these papers to your state motor vehicle office for a state ID. Some states give free or low-cost IDs to people who were just released. Ask when you go.',
        ],
        sources: cite('en', 'ssaCard', 'cdcVitalRecords', 'usaDmv'),
      },
      {
        id: 'release-card',
        title: 'Get your money off a release card without fees',
        paragraphs: [
          'Many jails and prisons give you your money on a prepaid debit card when you leave. This is called a release card. Some release cards charge fees that eat up your money.',
          'Federal rules say a prepaid card must come with a short list of its key fees. Read it first. Look for the free ways to use the card. You can also ask the facility if you can get a check instead.',
          'Here is an example. Marcus left with $340 on a release card. The card charged $2.50 for each ATM use. He used the card to buy groceries and got $40 cash back at the register. Then he used the card\'s free transfer to move the rest to his new bank account.',
        ],
        bullets: [
          'Pay for things in stores with the card. This is often free.',
          'Ask for cash back when you buy something.',
          'Check your balance online or in the app, not at an ATM.',
          'Move the money to your own bank account as soon as you can.',
          'If a fee seems wrong, complain to the CFPB.',
        ],
        sources: cite('en', 'cfpbPrepaid', 'cfpbComplaint'),
      },
      {
        id: 'open-bank-account',
        title: 'Open a bank or credit union account',
        paragraphs: [
          'A bank account keeps your money safer than cash. Your pay can go straight in. You avoid check cashing fees. It also helps you build a record with a bank.',
          'Bring a photo ID and your Social Security number. You also need an address. Ask if a shelter or halfway house address is OK.',
          'Look for an account with no monthly fee and no overdraft fees. Bank On certified accounts meet these standards. Credit unions often have low-cost accounts too.',
          'Check that the bank is FDIC insured, or the credit union is NCUA insured. Your money is then protected up to $250,000 if the bank fails.',
        ],
        sources: cite('en', 'bankOn', 'fdicBankFind', 'ncua', 'cfpbBank'),
      },
      {
        id: 'second-chance-accounts',
        title: 'If a bank says no: second-chance accounts',
        paragraphs: [
          'Banks often check a report from ChexSystems. It lists old bank problems, like an overdraft you never paid. A bad report can lead a bank to say no.',
          'You have a right to see your ChexSystems report for free. If something is wrong, dispute it. If you owe an old bank, paying it off may help.',
          'Ask about a second-chance account. These are checking accounts for people who were turned down before. Some have a monthly fee, so compare. After a year of good use, ask to move to a regular account.',
        ],
        sources: cite('en', 'chexSystems', 'cfpbBank'),
      },
      {
        id: 'court-and-legal-debt',
        title: 'Court and legal debt',
        paragraphs: [
          'Many people come home owing money to a court. This can include fines, fees, restitution and child support. Ignoring it can lead to more fees, a suspended license or even a warrant in some places.',
          'First, find out what you owe. Ask the court clerk or your probation officer for a written list. Then ask what help exists. Many courts offer payment plans. Some can lower fees, or let you do community service instead.',
          'If you owe child support, contact your state child support agency. You can ask them to review the amount. Free legal aid groups can help you with court debt.',
          'Courts never ask for payment in crypto or gift cards. If someone does, it is a scam.',
        ],
        sources: cite('en', 'childSupport', 'lawHelp', 'finesFees'),
      },
      {
        id: 'check-credit-reports',
        title: 'Check your credit reports',
        paragraphs: [
          'Your credit report is a record of your loans and bills. There are three big credit bureaus: Equifax, Experian and TransUnion. You can get free reports from all three every week at AnnualCreditReport.com. It is the only official free site.',
          'Look for accounts you do not know. People who were incarcerated are often targets of identity theft. If you find fraud, go to IdentityTheft.gov. If you find a mistake, dispute it with the credit bureau.',
          'Your criminal record is not on your credit report. Most bad items drop off after 7 years. You can also freeze your credit for free, so no one can open new accounts in your name.',
        ],
        sources: cite('en', 'annualCreditReport', 'identityTheft', 'cfpbCredit'),
      },
    ],
  },
};
