import type { PageState } from '../app/page-state';
import { watchDormantPage, type DormantPageWatch } from '../remotes/dormant-page';
import { holdPresses, type PressHolder } from './press-holder';

/** What the visitor does before the code that answers it runs, kept from the first moment of start-up. */
export interface EarlyInput {
  presses: PressHolder;
  /** The remote's page the server rendered, dormant until the visitor's first touch, if this is one. */
  dormant: DormantPageWatch | null;
}

/**
 * Called first thing by the shell's script: from now on a press is never lost (held until the code that
 * answers it runs, or, for copy and print, done by the platform at the press), while React is still on
 * its way; and on a remote's page (its main landmark) what is typed there is kept for its code.
 */
export function holdEarlyInput(state: PageState | null): EarlyInput {
  const page = state?.page?.status === 'loaded' ? (document.getElementById('main') ?? document.body) : null;
  const presses = holdPresses(page);
  return { presses, dormant: page ? watchDormantPage(page, presses) : null };
}
