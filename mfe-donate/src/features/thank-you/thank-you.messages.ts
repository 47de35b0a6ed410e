import { defineMessages } from 'react-intl';

export const thankYouMessages = defineMessages({
  heading: { id: 'donate.thankYou.heading', defaultMessage: 'Thank you!', description: 'Heading of the screen after a successful donation' },
  body: {
    id: 'donate.thankYou.body',
    defaultMessage: 'Your gift helps people coming home learn to manage money and build a better future.',
    description: 'Text after a successful donation',
  },
  receipt: {
    id: 'donate.thankYou.receipt',
    defaultMessage: 'We will email you a receipt for your records.',
    description: 'Tells the donor a receipt is on its way',
  },
  processing: {
    id: 'donate.thankYou.processing',
    defaultMessage: 'Your bank is still processing the payment. We will email your receipt when it is done.',
    description: 'Shown instead of the receipt line when the payment method takes a few days',
  },
  monthly: {
    id: 'donate.thankYou.monthly',
    defaultMessage: 'Your monthly gift has started. We will email you a receipt each month. To change or stop it, use "Manage my giving".',
    description: 'Shown instead of the receipt line after a monthly gift starts',
  },
  manage: { id: 'donate.thankYou.manage', defaultMessage: 'Manage my giving', description: 'Link to the page where donors see and change their gifts' },
  home: { id: 'donate.thankYou.home', defaultMessage: 'Return home', description: 'Button back to the home page' },
});
