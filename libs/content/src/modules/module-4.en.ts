import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module4En: LearningModule = {
  ...moduleCatalog.en[3]!,
  topics: moduleTopics.en[4]!,
  content: {
    sections: [
      {
        id: 'what-are-meme-coins',
        title: 'What meme coins are',
        paragraphs: [
          'A meme coin is a crypto token based on a joke, a picture or an online trend. The first famous one was Dogecoin. It was made in 2013 as a joke, with a picture of a dog on it.',
          'Most meme coins have no product and no business behind them. Their price depends on attention. When people talk about a coin, the price can rise. When they stop, it can fall.',
          'Anyone can make a new meme coin in a few minutes. Thousands are made every week. Most of them end up worth almost nothing.',
        ],
      },
      {
        id: 'why-prices-swing',
        title: 'Why prices jump and crash',
        paragraphs: [
          'Meme coin prices move on hype. A post by a famous person, a viral video or a trend can make a price double in a day. The drop can be just as fast.',
          'Often a few wallets own most of the coins. If one of them sells, the price can crash. People who bought late lose the most.',
          'A fast rise is not a reason to buy. By the time you hear about it, the early buyers may be getting ready to sell to you.',
        ],
      },
      {
        id: 'rug-pulls',
        title: 'Rug pulls and pump-and-dumps',
        paragraphs: [
          'In a rug pull, the people who made a coin sell all their coins at once, or take out the money that lets others trade. The price falls to almost zero. Buyers are left with tokens they cannot sell.',
          'In a pump-and-dump, a group hypes a coin to push the price up. Then they sell to the new buyers. The price falls, and the new buyers lose.',
          'Some fake tokens let you buy but block you from selling. People call these honeypots.',
        ],
        sources: cite('en', 'investorGov'),
      },
      {
        id: 'check-a-token',
        title: 'How to look at a token with clear eyes',
        paragraphs: [
          'Scammers copy the names and logos of popular tokens. Two tokens can have the same name. The only thing that tells them apart is the contract address, a long code of letters and numbers.',
          'Get the contract address from the project\'s official website, not from a chat or an ad. Check it again before you buy.',
        ],
        bullets: [
          'Who made the token? Are they real people you can find?',
          'Do a few wallets hold most of the coins?',
          'Can people sell it, or only buy it?',
          'Is someone pushing you to buy it fast?',
        ],
      },
      {
        id: 'fewer-protections',
        title: 'Fewer protections for buyers',
        paragraphs: [
          'In 2025, staff at the SEC said most meme coins are not securities. Securities are things like stocks. This means the rules that protect stock buyers usually do not protect meme coin buyers.',
          'Meme coins are not FDIC insured. If the price goes to zero, no one pays you back.',
          'Fraud is still against the law. If you see a meme coin scam, you can report it to the FTC, the SEC or the CFTC.',
        ],
        sources: cite('en', 'sec', 'cftc', 'reportFraud'),
      },
      {
        id: 'our-token',
        title: 'About our own token',
        paragraphs: [
          'Our program has its own crypto token. It has the same risks as any small token. Its price can go up and down fast, and it can lose all its value.',
          'You never need to buy our token to take our courses, join a workshop or ask for help. Everything we teach is free.',
          'If you do choose to buy it, follow our guide and use only money you can afford to lose. This is not investment advice.',
        ],
      },
    ],
  },
};
