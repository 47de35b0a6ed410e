import { useIntl, type MessageDescriptor } from 'react-intl';

/** A field's mistake: the API's own words, or a message of the contracts' rules (plain data, so it travels in a page's state). */
export type Mistake = string | MessageDescriptor;

/** A mistake as words in the visitor's language: a message is translated; words are shown as they came. */
export function useMistakeText(): (mistake: Mistake | undefined) => string | undefined {
  const intl = useIntl();
  return (mistake) => (mistake === undefined || typeof mistake === 'string' ? mistake : intl.formatMessage(mistake));
}
