import { defineMessage, defineMessages } from 'react-intl';
import type { PracticeKind } from '@reentry/contracts/content-practice';

export const practiceMessages = defineMessages({
  title: { id: 'learning.practice.title', defaultMessage: 'Spot the scam', description: 'Practice pages: heading of the list' },
  intro: {
    id: 'learning.practice.intro',
    defaultMessage: 'Read real-looking messages and choose what to do. Some are scams. One is real. Learn the signs before it happens to you.',
    description: 'Practice list: sentences under the heading',
  },
  listLabel: { id: 'learning.practice.listLabel', defaultMessage: 'Practice messages', description: 'Practice list: name of the list for screen readers' },
  done: { id: 'learning.practice.done', defaultMessage: 'Done', description: 'Practice list: tag on a message the learner has answered' },
  notDone: { id: 'learning.practice.notDone', defaultMessage: 'Not done yet', description: 'Practice list: tag on a message the learner has not answered yet' },
  signInToSave: {
    id: 'learning.practice.signInToSave',
    defaultMessage: 'You can practise without an account. Sign in to keep track of what you have done.',
    description: 'Practice list: note for visitors',
  },
  printLink: { id: 'learning.practice.printLink', defaultMessage: 'Print all messages as a handout', description: 'Practice list: link to the print view' },
  backToList: { id: 'learning.practice.backToList', defaultMessage: 'All practice messages', description: 'Back link to the practice list' },
  question: { id: 'learning.practice.question', defaultMessage: 'What do you do?', description: 'Practice: the question above the choices' },
  check: { id: 'learning.practice.check', defaultMessage: 'Check my answer', description: 'Practice: button that sends the choice' },
  right: { id: 'learning.practice.right', defaultMessage: 'Good choice!', description: 'Practice: heading when the best choice was picked' },
  notBest: { id: 'learning.practice.notBest', defaultMessage: 'Not the best choice', description: 'Practice: heading when another choice was picked' },
  ifItHappened: { id: 'learning.practice.ifItHappened', defaultMessage: 'If it already happened', description: 'Practice: heading of the steps to take after a scam' },
  saved: { id: 'learning.practice.saved', defaultMessage: 'Your answer is saved.', description: 'Practice: a signed-in learner’s answer was kept' },
  tryAgain: { id: 'learning.practice.tryAgain', defaultMessage: 'Try this one again', description: 'Practice: link that shows the same message again' },
  next: { id: 'learning.practice.next', defaultMessage: 'Next message', description: 'Practice: link to the next scenario' },
  failed: {
    id: 'learning.practice.failed',
    defaultMessage: 'We could not check your answer. Try again in a moment.',
    description: 'Practice: the answer could not be checked (network or server)',
  },
  answeredBefore: {
    id: 'learning.practice.answeredBefore',
    defaultMessage: 'You already answered this time. Press "Try this one again" to choose again.',
    description: 'Practice: the same attempt was sent again with another choice (Back, then another choice)',
  },
  messageLabel: { id: 'learning.practice.messageLabel', defaultMessage: 'The message', description: 'Practice: heading of the message shown' },
  listenToMessage: { id: 'learning.practice.listenToMessage', defaultMessage: 'the message', description: 'Practice: what the Listen button reads (after "Listen to")' },
  listenToChoices: { id: 'learning.practice.listenToChoices', defaultMessage: 'the choices', description: 'Practice: what the Listen button reads (after "Listen to")' },
  listenToAnswer: { id: 'learning.practice.listenToAnswer', defaultMessage: 'the answer', description: 'Practice: what the Listen button reads (after "Listen to")' },
  printTitle: { id: 'learning.practice.printTitle', defaultMessage: 'Spot the scam: a handout', description: 'Print view: heading' },
  printIntro: {
    id: 'learning.practice.printIntro',
    defaultMessage: 'For each message, circle what you would do. The answers are on the last pages.',
    description: 'Print view: note under the heading',
  },
  printButton: { id: 'learning.practice.printButton', defaultMessage: 'Print', description: 'Print view: button that opens the print dialog' },
  answersTitle: { id: 'learning.practice.answersTitle', defaultMessage: 'Answers', description: 'Print view: heading of the answers part' },
  realMessage: { id: 'learning.practice.realMessage', defaultMessage: 'This message is real.', description: 'Practice: said about the one real message, after answering' },
  scamMessage: { id: 'learning.practice.scamMessage', defaultMessage: 'This message is a scam.', description: 'Practice: said about a scam message, after answering' },
});

export const kindMessages: Record<PracticeKind, { id: string; defaultMessage: string; description: string }> = defineMessages({
  text: { id: 'learning.practice.kind.text', defaultMessage: 'Text message', description: 'Practice: kind of message' },
  dm: { id: 'learning.practice.kind.dm', defaultMessage: 'Social media message', description: 'Practice: kind of message' },
  email: { id: 'learning.practice.kind.email', defaultMessage: 'Email', description: 'Practice: kind of message' },
  call: { id: 'learning.practice.kind.call', defaultMessage: 'Phone call (what the caller says)', description: 'Practice: kind of message' },
  web: { id: 'learning.practice.kind.web', defaultMessage: 'Web page', description: 'Practice: kind of message' },
  'payment-app': { id: 'learning.practice.kind.paymentApp', defaultMessage: 'Payment app', description: 'Practice: kind of message' },
});

export const doneCountMessage = defineMessage<{ done: number; total: number }>({
    id: 'learning.practice.doneCount',
    defaultMessage: 'You have done {done} of {total}.',
    description: 'Practice list: how many scenarios the signed-in learner has answered',
  });

export const youChoseMessage = defineMessage<{ choice: string }>({ id: 'learning.practice.youChose', defaultMessage: 'You chose: {choice}', description: 'Practice: the choice the learner made' });

export const bestIsMessage = defineMessage<{ choice: string }>({ id: 'learning.practice.bestIs', defaultMessage: 'The best choice: {choice}', description: 'Practice: the best choice, after a wrong answer' });

export const scenarioNumberMessage = defineMessage<{ number: number; title: string }>({ id: 'learning.practice.scenarioNumber', defaultMessage: '{number}. {title}', description: 'Print view: a numbered scenario title' });

export const choiceLetterMessage = defineMessage<{ letter: string; label: string }>({ id: 'learning.practice.choiceLetter', defaultMessage: '{letter}) {label}', description: 'Print view: a choice with its letter' });
