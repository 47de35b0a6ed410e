import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module1En: LearningModule = {
  ...moduleCatalog.en[0]!,
  topics: moduleTopics.en[1]!,
  content: {
    sections: [
      {
        id: 'what-is-digital-money',
        title: 'What digital money is',
        paragraphs: [
          'Most money today moves as data, not as cash. Your pay may go straight into a bank account. This is called direct deposit. You may pay for food with a card or a phone.',
          'There are two kinds of digital money. The first kind is plain dollars kept in a bank, on a card, or in an app. The second kind is cryptocurrency, or crypto. Crypto is not made by a government. It works in a very different way.',
          'This module explains both kinds. You do not need to buy anything to learn.',
        ],
        bullets: [
          'A debit card takes money from your bank account.',
          'A prepaid card holds money loaded onto it, like a release card.',
          'A payment app sends money from your phone.',
          'Crypto is a digital token that lives on a blockchain.',
        ],
      },
      {
        id: 'payment-apps',
        title: 'Payment apps like Cash App, Venmo and Zelle',
        paragraphs: [
          'Payment apps let you send money with a phone number or email. They link to a bank account or a debit card. Money can arrive in seconds.',
          'Fast money has a catch. Once you send it, you usually cannot get it back. Treat a payment in an app like handing over cash. Only send money to people you know and trust.',
          'Money you leave in an app balance may not be protected the same way as money in a bank. The CFPB warns about this. Move money you want to save into an insured bank or credit union account.',
        ],
        sources: cite('en', 'cfpbBank', 'fdic'),
      },
      {
        id: 'what-is-crypto',
        title: 'What cryptocurrency is',
        paragraphs: [
          'Cryptocurrency is digital money that no bank or government runs. Bitcoin was the first. It started in 2009. Today there are thousands of coins and tokens.',
          'You keep crypto in a wallet. The wallet holds secret keys that let you move your coins. If you lose the keys, you can lose the coins.',
          'Crypto prices change fast. A coin can lose half its value in a few months. Bitcoin did this in 2022.',
        ],
      },
      {
        id: 'how-blockchain-works',
        title: 'How a blockchain works',
        paragraphs: [
          'A blockchain is a shared record book. Many computers around the world keep a copy. Each new page of records is called a block. Each block links to the one before it.',
          'Because so many computers hold copies, it is very hard to change an old record. That is why a crypto payment usually cannot be undone.',
          'Most blockchains are public. Anyone can see the payments. Names are not shown, but payments can often be traced back to people.',
        ],
      },
      {
        id: 'crypto-vs-bank',
        title: 'Crypto is not a bank account',
        paragraphs: [
          'A bank or credit union account has strong protections. Crypto does not have most of them. Know the difference before you put money in.',
          'The IRS treats crypto as property. If you sell it for more than you paid, you may owe tax.',
        ],
        bullets: [
          'Bank deposits are insured by the FDIC up to $250,000. Crypto is not FDIC insured.',
          'A bank can often fix a wrong charge. A crypto payment usually cannot be reversed.',
          'Dollars in a bank keep their value. Crypto prices can drop fast.',
          'A bank has people you can call. Many crypto apps do not.',
        ],
        sources: cite('en', 'fdic', 'irsDigitalAssets'),
      },
      {
        id: 'first-rule-scams',
        title: 'The first rule: only scammers demand crypto',
        paragraphs: [
          'The FTC says it plainly. Only scammers demand payment in crypto. No real court, sheriff, parole office or government agency will ask you to pay in crypto or gift cards.',
          'Here is a real kind of scam text: "This is the sheriff. You missed a court date. Pay $500 in Bitcoin today or you will be arrested." It is fake. Do not reply. Call the court with a number you find yourself.',
          'If someone tries to scam you, tell the FTC at ReportFraud.ftc.gov. Your report helps stop them.',
        ],
        sources: cite('en', 'ftcCrypto', 'reportFraud'),
      },
    ],
  },
};
