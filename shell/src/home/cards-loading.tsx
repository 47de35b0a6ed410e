import { FormattedMessage } from 'react-intl';
import { homeMessages as m } from './home.messages';

/** Where a section's cards go while they load: a document the API cannot give now (503) leaves the page up, saying so. */
export function CardsLoading() {
  return (
    <p role="status">
      <FormattedMessage {...m.cardsLoading} />
    </p>
  );
}
