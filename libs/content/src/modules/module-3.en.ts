import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module3En: LearningModule = {
  ...moduleCatalog.en[2]!,
  topics: moduleTopics.en[3]!,
  content: {
    sections: [
      {
        id: 'needs-come-first',
        title: 'Needs come first',
        paragraphs: [
          'This course does not give investment advice. We will not tell you to buy or sell any coin. Our goal is to help you understand the risks.',
          'Pay for your needs first: housing, food, your phone, transport and court payments. Then build some emergency savings. Only after that, think about crypto.',
          'Only use money you can afford to lose. Never use rent money, borrowed money, or money set aside for fines, fees or child support.',
        ],
      },
      {
        id: 'price-swings',
        title: 'Prices go up and down fast',
        paragraphs: [
          'Crypto prices can change a lot in one day. Bitcoin lost more than half its value during 2022. Many smaller coins lost almost all of their value and never came back.',
          'Here is an example. You put in $100 on Monday. By Friday it could be worth $60, or $140. No one can tell you which, even if they say they can.',
          'If a drop of that size would hurt you, crypto is not a good fit for that money.',
        ],
      },
      {
        id: 'common-scams',
        title: 'Common crypto scams',
        paragraphs: [
          'The FTC gets reports of crypto scams every day. Most start with a message from someone you do not know. Many start on social media, dating apps or a wrong-number text.',
        ],
        bullets: [
          'Romance scams: a new online friend asks you to "invest" together.',
          'Fake investment sites: they show big fake profits, then charge fees to let you withdraw.',
          'Impostors: someone says they are from the government, the police, a bank or a utility, and asks for crypto.',
          'Job scams: a job pays you in crypto or asks you to buy crypto to start.',
          'Crypto ATM scams: a caller tells you to put cash into a crypto ATM to "protect" it.',
          'Recovery scams: after a loss, someone offers to get your money back for a fee.',
        ],
        sources: cite('en', 'ftcCrypto'),
      },
      {
        id: 'red-flags',
        title: 'Red flags to watch for',
        paragraphs: [
          'Scams can look different, but they share the same signs. If you see even one of these, stop and talk to someone you trust.',
          'Take your time. A real deal will still be there tomorrow. Scammers want you to act before you think.',
        ],
        bullets: [
          'A promise of big or "guaranteed" profits.',
          'Pressure to act now, or a threat of arrest.',
          'A demand to pay with crypto, gift cards or a wire transfer.',
          'Someone you have only met online who asks for money.',
          'A request to keep it secret from family or friends.',
          'A QR code that sends your cash to someone else\'s wallet.',
        ],
      },
      {
        id: 'if-you-buy',
        title: 'If you decide to buy',
        paragraphs: [
          'Use a well-known exchange, which is a company that buys and sells crypto. Type its web address yourself. Turn on two-step sign-in.',
          'Start small. Read the fees before you buy. Crypto ATMs often charge much higher fees than apps.',
          'Before you send crypto, check the address one letter at a time. Send a small test amount first. A mistake usually cannot be fixed.',
          'Keep a record of each buy and sale. You may owe tax when you sell. The IRS explains the rules for digital assets.',
        ],
        sources: cite('en', 'irsDigitalAssets'),
      },
      {
        id: 'if-you-were-scammed',
        title: 'If you were scammed',
        paragraphs: [
          'Being scammed is not your fault. Scammers are skilled and they target everyone. What matters is acting fast.',
          'Stop sending money. Contact the exchange or app you used right away and ask them to freeze the payment. Then report the scam.',
          'Watch out for a second scam. People who promise to get your crypto back for a fee are scammers too.',
        ],
        bullets: [
          'Report to the FTC at ReportFraud.ftc.gov.',
          'Report to the FBI at IC3.gov.',
          'Keep screenshots, wallet addresses and dates.',
        ],
        sources: cite('en', 'reportFraud', 'ic3'),
      },
    ],
  },
};
