import './instructor.css';
import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { claimCardsAction } from './features/claim-cards/claim-cards.action';
import { claimCardsLoader } from './features/claim-cards/claim-cards.loader';
import { ClaimCardsPage } from './features/claim-cards/claim-cards-page';
import { AnswerSheetPage } from './routes/answer-sheet-page';
import { HandoutPage } from './routes/handout-page';
import { answerSheetLoader, handoutLoader, portalLoader } from './routes/portal-loaders';
import { paperEntryAction } from './routes/paper-entry-action';
import { PaperEntryPage, PaperEntryPickerPage, paperEntryLoader } from './routes/paper-entry-page';
import { PortalPage } from './routes/portal-page';
import paths from './route-paths.json';

/** This remote's contract with the shell (RemoteModule v2): the instructor portal, its printable handout, the paper answer sheets, their entry grid and the claim cards. */
const remote: RemoteModule = {
  id: 'instructor',
  contractVersion: 2,
  loadMessages,
  routes: (services) => [
    { path: paths.portal, loader: portalLoader(services), element: <PortalPage /> },
    { path: paths.handout, loader: handoutLoader(services), element: <HandoutPage /> },
    { path: paths.answerSheet, loader: answerSheetLoader(services), element: <AnswerSheetPage /> },
    { path: paths.paperEntryPicker, loader: paperEntryLoader(services), element: <PaperEntryPickerPage /> },
    { path: paths.paperEntry, loader: paperEntryLoader(services), action: paperEntryAction(services), element: <PaperEntryPage /> },
    { path: paths.claimCards, loader: claimCardsLoader(services), action: claimCardsAction(services), element: <ClaimCardsPage /> },
  ],
};

export default remote;
