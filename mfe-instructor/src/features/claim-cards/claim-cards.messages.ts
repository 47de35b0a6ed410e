import { defineMessage, defineMessages } from 'react-intl';

/** `/instructor/claim-cards` (issue 41): take-home cards whose code moves class work into a person's own account. */
export const claimCardsMessages = defineMessages({
  title: { id: 'instructor.claimCards.title', defaultMessage: 'Claim cards', description: 'Claim cards page: heading' },
  intro: {
    id: 'instructor.claimCards.intro',
    defaultMessage:
      'Each card has a one-time code. After release, the person signs in to this site and types it: their modules, scores and answers from class move into their own account. A code works for 180 days.',
    description: 'Claim cards page: what the cards are',
  },
  voidsOld: {
    id: 'instructor.claimCards.voidsOld',
    defaultMessage: 'Making a new card for someone stops their old card from working.',
    description: 'Claim cards page: a new code voids the old',
  },
  choose: { id: 'instructor.claimCards.choose', defaultMessage: 'Make cards for', description: 'Claim cards page: legend of the people to choose' },
  nobody: {
    id: 'instructor.claimCards.nobody',
    defaultMessage: 'Everyone on your roster has claimed their work, or your roster is empty. Add people in the Class codes tab.',
    description: 'Claim cards page: nobody to make a card for',
  },
  chooseSomeone: { id: 'instructor.claimCards.chooseSomeone', defaultMessage: 'Choose at least one person.', description: 'Claim cards page: nobody was ticked' },
  make: { id: 'instructor.claimCards.make', defaultMessage: 'Make the cards', description: 'Claim cards page: the send button' },
  making: { id: 'instructor.claimCards.making', defaultMessage: 'Making the cards...', description: 'Claim cards page: while the cards are made' },
  failTitle: { id: 'instructor.claimCards.failTitle', defaultMessage: 'The cards were not made', description: 'Claim cards page: failure title' },
  failBody: { id: 'instructor.claimCards.failBody', defaultMessage: 'Something went wrong. Please try again.', description: 'Claim cards page: failure body' },
  print: { id: 'instructor.claimCards.print', defaultMessage: 'Print the cards', description: 'Claim cards page: print button' },
  back: { id: 'instructor.claimCards.back', defaultMessage: 'Back to the class codes', description: 'Claim cards page: back link' },
  link: { id: 'instructor.claimCards.link', defaultMessage: 'Print claim cards', description: 'Roster section: link to the claim cards page' },
});

/**
 * The card's own words, printed in English and in Spanish on every card, whatever the page's language (the
 * person may read either). The Spanish comes from this remote's Spanish catalogue (claim-cards.loader.ts).
 */
export const claimCardMessages = defineMessages({
  heading: { id: 'instructor.claimCard.heading', defaultMessage: 'Your class work, in your own account', description: 'Claim card: heading' },
  step2: { id: 'instructor.claimCard.step2', defaultMessage: 'Log in, or make an account. You do not need an email.', description: 'Claim card: step 2' },
  step3: { id: 'instructor.claimCard.step3', defaultMessage: 'Type the code at the top of this card.', description: 'Claim card: step 3' },
  keep: { id: 'instructor.claimCard.keep', defaultMessage: 'Keep this card safe. Do not share the code.', description: 'Claim card: keep it safe' },
});
export const hasCardMessage = defineMessage<{ date: string }>({ id: 'instructor.claimCards.hasCard', defaultMessage: 'has a card until {date}', description: 'Claim cards page: a person already has a valid card' });
export const claimedMessage = defineMessage<{ date: string }>({ id: 'instructor.claimCards.claimed', defaultMessage: 'claimed on {date}', description: 'Claim cards page and roster: the person has claimed their work' });
export const madeMessage = defineMessage<{ count: number }>({
  id: 'instructor.claimCards.made',
  defaultMessage: '{count, plural, one {# card is ready} other {# cards are ready}}. Print them now: the codes are not shown again.',
  description: 'Claim cards page: the cards were made',
});
export const forWhomMessage = defineMessage<{ name: string }>({ id: 'instructor.claimCard.for', defaultMessage: 'For: {name}', description: 'Claim card: whose card it is' });
export const step1Message = defineMessage<{ site: string }>({ id: 'instructor.claimCard.step1', defaultMessage: 'Go to {site}', description: 'Claim card: step 1, the address' });
export const expiresMessage = defineMessage<{ date: string }>({ id: 'instructor.claimCard.expires', defaultMessage: 'Use it by {date}. It works one time.', description: 'Claim card: when the code ends' });
