import { useSearchParams } from 'react-router';
import { isReference } from '@reentry/contracts/assistance-reference';
import { useFormOutcome } from '@reentry/platform/action-form';
import { AssistanceForm } from './assistance-form';
import { AssistanceSubmitted } from './assistance-submitted';

/** The application, or once it was sent (`?done=sent&reference=...`, Post/Redirect/Get) the submitted screen. */
export function AssistanceApplication() {
  // Only a reference of the API's own shape is shown: a link cannot make the page say anything else.
  const reference = useSearchParams()[0].get('reference');
  return useFormOutcome() === 'sent' && isReference(reference) ? <AssistanceSubmitted reference={reference} /> : <AssistanceForm />;
}
