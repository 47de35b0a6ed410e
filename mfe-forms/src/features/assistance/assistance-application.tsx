import { useState } from 'react';
import { useNativePostResult } from '../../shared/native-post';
import { AssistanceForm } from './assistance-form';
import { AssistanceSubmitted } from './assistance-submitted';

/** The reference the API answered to an application posted without script (the server's action), or null. */
function useReferenceSentWithoutScript(): string | null {
  const posted = useNativePostResult();
  const reference = posted?.outcome === 'sent' ? (posted.sent as { reference?: unknown } | null)?.reference : undefined;
  return typeof reference === 'string' ? reference : null;
}

/** Editing, submitting, then the submitted screen, which can start a new, empty application. */
export function AssistanceApplication() {
  const sentWithoutScript = useReferenceSentWithoutScript();
  const [reference, setReference] = useState<string | null>(sentWithoutScript);
  return reference ? <AssistanceSubmitted reference={reference} onAnother={() => setReference(null)} /> : <AssistanceForm onSubmitted={setReference} />;
}
