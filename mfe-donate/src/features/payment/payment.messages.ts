import { defineMessage, defineMessages } from 'react-intl';

// Toast and status texts quoted from spec section 8, and the payment step's own words.
export const paymentMessages = defineMessages({
  heading: { id: 'donate.payment.heading', defaultMessage: 'Step 3 of 3: Payment', description: 'Heading of the payment step' },
  secure: {
    id: 'donate.payment.secure',
    defaultMessage: 'Your card details go straight to Stripe, our payment company. We never see or store them.',
    description: 'Reassurance above the card form',
  },
  needsScriptTitle: {
    id: 'donate.payment.needsScriptTitle',
    defaultMessage: 'Paying by card needs JavaScript',
    description: 'Shown on the payment step only when JavaScript is off: the card form cannot work without it',
  },
  needsScriptBody: {
    id: 'donate.payment.needsScriptBody',
    defaultMessage: 'JavaScript is turned off in this browser, so the card form cannot open. Nothing has been charged. Turn JavaScript on and fill in your details again, or use one of the other ways to give below.',
    description: 'Under "Paying by card needs JavaScript"',
  },
  loading: { id: 'donate.payment.loading', defaultMessage: 'Loading the payment form...', description: 'Shown while the payment form loads' },
  processing: { id: 'donate.payment.processing', defaultMessage: 'Processing...', description: 'The pay button while the payment is confirmed' },
  back: { id: 'donate.payment.back', defaultMessage: 'Back', description: 'Button to go back to the donor details step' },
  unable: { id: 'donate.payment.unable', defaultMessage: 'Unable to initialize payment', description: 'Shown when the payment form cannot start (spec)' },
  unableHelp: {
    id: 'donate.payment.unableHelp',
    defaultMessage: 'Please try again in a moment. If it keeps happening, please contact us.',
    description: 'Under "Unable to initialize payment"',
  },
  tryAgain: { id: 'donate.payment.tryAgain', defaultMessage: 'Try again', description: 'Button to load the payment form again' },
  checking: { id: 'donate.payment.checking', defaultMessage: 'Checking your payment...', description: 'Shown when the donor comes back from their bank or payment app' },
  errorTitle: { id: 'donate.payment.errorTitle', defaultMessage: 'Error', description: 'Toast title when the payment cannot be set up (spec)' },
  intentFailed: {
    id: 'donate.payment.intentFailed',
    defaultMessage: 'Failed to initialize payment. Please try again.',
    description: 'Toast text when the payment cannot be set up and the server gave no reason (spec)',
  },
  unknownError: { id: 'donate.payment.unknownError', defaultMessage: 'Unknown error', description: 'Toast text when the server answer cannot be read (spec)' },
  failedTitle: { id: 'donate.payment.failedTitle', defaultMessage: 'Payment Failed', description: 'Toast title when the payment is refused (spec)' },
  failedBody: {
    id: 'donate.payment.failedBody',
    defaultMessage: 'Your payment did not go through. Please try again or use another way to pay.',
    description: 'Toast text when the payment company gave no reason',
  },
  okTitle: { id: 'donate.payment.okTitle', defaultMessage: 'Payment Successful', description: 'Toast title after a successful payment (spec)' },
  okBody: { id: 'donate.payment.okBody', defaultMessage: 'Thank you for your generous donation!', description: 'Toast text after a successful payment (spec)' },
});

export const payMessage = defineMessage<{ amount: string }>({
  id: 'donate.payment.pay',
  defaultMessage: 'Donate {amount}',
  description: 'Button that pays; amount is like $25.00',
});
