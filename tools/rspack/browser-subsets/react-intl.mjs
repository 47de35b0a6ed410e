// The react-intl the browser shares: only the names the site's browser code imports
// (see react-router.mjs beside this file).
export {
  createIntl,
  createIntlCache,
  defineMessage,
  defineMessages,
  FormattedMessage,
  RawIntlProvider,
  useIntl,
} from 'react-intl-full';
