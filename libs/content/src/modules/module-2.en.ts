import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module2En: LearningModule = {
  ...moduleCatalog.en[1]!,
  topics: moduleTopics.en[2]!,
  content: {
    sections: [
      {
        id: 'what-is-a-wallet',
        title: 'What a digital wallet is',
        paragraphs: [
          '"Digital wallet" can mean two things. A phone wallet, like Apple Pay or Google Pay, holds a copy of your bank card. You tap your phone to pay at a store.',
          'A crypto wallet is different. It does not really hold coins. The coins stay on the blockchain. The wallet holds the secret keys that let you move them.',
          'Think of it like a mailbox. Anyone can see the box and drop money in. Only the person with the key can take money out.',
        ],
      },
      {
        id: 'two-kinds-of-wallets',
        title: 'Two kinds of crypto wallets',
        paragraphs: [
          'With a custodial wallet, a company holds the keys for you. You sign in with a password, like a bank app. If you forget the password, the company can help you get back in. But if the company fails or freezes your account, you may not get your money.',
          'With a self-custody wallet, you hold the keys yourself. No company can freeze it. But no one can help you if you lose your keys. If they are gone, the money is gone.',
          'Many beginners start with a custodial wallet from a well-known company. Whatever you choose, learn how to get back into your account before you put money in.',
        ],
        bullets: [
          'Custodial: a company holds the keys. Easier, but you trust the company.',
          'Self-custody: you hold the keys. More control, and all the risk is yours.',
        ],
      },
      {
        id: 'recovery-phrase',
        title: 'Your recovery phrase is the master key',
        paragraphs: [
          'A self-custody wallet gives you a recovery phrase. It is a list of 12 or 24 simple words. With these words, anyone can take everything in the wallet, from anywhere in the world.',
          'Write the words on paper. Keep the paper in a safe place that only you can reach. Some people keep a second copy in another safe place.',
          'No real company will ever ask for your recovery phrase. A message that says "Your wallet is locked. Enter your 12 words to unlock it" is a scam, every time.',
        ],
        bullets: [
          'Never type your phrase into a website or a form.',
          'Never take a photo of it or save it in email or notes.',
          'Never read it to anyone on the phone or in a chat.',
        ],
      },
      {
        id: 'strong-sign-in',
        title: 'Strong passwords and two-step sign-in',
        paragraphs: [
          'Use a long password for each account. A short sentence of four or five random words works well. Do not use the same password twice. A password manager app can remember them for you.',
          'Turn on two-step sign-in. After your password, the app asks for a code. A code from an authenticator app is safer than a code sent by text.',
          'Scammers can trick a phone company into moving your number to their phone. This is called a SIM swap. Ask your phone company to add a PIN or lock to your account.',
        ],
        sources: cite('en', 'identityTheft'),
      },
      {
        id: 'phone-safety',
        title: 'Keep your phone safe',
        paragraphs: [
          'Your phone is now your wallet, your bank and your ID card. Lock it with a PIN, a fingerprint or your face.',
          'Get apps only from the official app store on your phone. Check the app name and the company that made it. Fake wallet apps copy real names and logos.',
          'Do not click links in texts or emails that ask you to sign in. Open the app yourself instead. The FTC calls these tricks phishing.',
        ],
        bullets: [
          'Install phone updates when they come. They fix security holes.',
          'Avoid banking on free public Wi-Fi. Use your phone data instead.',
          'If your phone is lost or stolen, call your bank and change your passwords.',
        ],
        sources: cite('en', 'ftcPhishing'),
      },
      {
        id: 'fake-support',
        title: 'How to spot fake support agents',
        paragraphs: [
          'Scammers pose as support staff on social media, in chat groups and by phone. They often reach out first, right after you post a question.',
          'Real support staff do not message you first. They never ask for your recovery phrase, your password or your sign-in code. They never ask you to move money to a "safe" wallet.',
          'If you need help, go to the official website or app yourself. Use the help page you find there.',
        ],
        sources: cite('en', 'ftcCrypto'),
      },
    ],
  },
};
