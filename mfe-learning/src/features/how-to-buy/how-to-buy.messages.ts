import { defineMessages } from 'react-intl';

export const howToBuyMessages = defineMessages({
  tokenTitle: { id: 'learning.howToBuy.tokenTitle', defaultMessage: 'Token details', description: 'Heading of the network, contract address and buy link' },
  network: { id: 'learning.howToBuy.network', defaultMessage: 'Network', description: 'Label of the token\'s network name' },
  address: { id: 'learning.howToBuy.address', defaultMessage: 'Contract address', description: 'Label of the token\'s contract address' },
  notPublished: {
    id: 'learning.howToBuy.notPublished',
    defaultMessage: 'The token\'s contract address is not published yet. Please check back later. Never use an address that someone sends you.',
    description: 'When the site has no contract address configured',
  },
  checkAddress: {
    id: 'learning.howToBuy.checkAddress',
    defaultMessage: 'Check the first and last few characters every time you paste it.',
    description: 'Under the contract address',
  },
  copy: { id: 'learning.howToBuy.copy', defaultMessage: 'Copy Address', description: 'Button that copies the contract address' },
  copied: { id: 'learning.howToBuy.copied', defaultMessage: 'Copied!', description: 'Copy button for 2 seconds after copying; toast title (spec wording)' },
  copiedToast: { id: 'learning.howToBuy.copiedToast', defaultMessage: 'Contract address copied to clipboard', description: 'Toast text after copying (spec wording)' },
  copyFailedTitle: { id: 'learning.howToBuy.copyFailedTitle', defaultMessage: 'Could not copy', description: 'Toast title when the browser refused to copy' },
  copyFailedBody: {
    id: 'learning.howToBuy.copyFailedBody',
    defaultMessage: 'Select the address and copy it yourself.',
    description: 'Toast text when the browser refused to copy',
  },
  buy: { id: 'learning.howToBuy.buy', defaultMessage: 'Buy the token on the exchange', description: 'Link to the token exchange (another website)' },
  stepsTitle: { id: 'learning.howToBuy.stepsTitle', defaultMessage: 'Six steps to buy the token', description: 'Heading above the six steps' },
  supportTitle: { id: 'learning.howToBuy.supportTitle', defaultMessage: 'Need help?', description: 'Heading of the support buttons' },
  supportBody: {
    id: 'learning.howToBuy.supportBody',
    defaultMessage: 'Ask us about the token, or apply for help with housing, jobs and more.',
    description: 'Text above the support buttons',
  },
  contact: { id: 'learning.howToBuy.contact', defaultMessage: 'Contact Us', description: 'Support button to the contact page' },
  assistance: { id: 'learning.howToBuy.assistance', defaultMessage: 'Get Help', description: 'Support button to the assistance application' },
});
