import { useState } from 'react';
import { AssistanceForm } from './assistance-form';
import { AssistanceSubmitted } from './assistance-submitted';

/** Editing, submitting, then the submitted screen, which can start a new, empty application. */
export function AssistanceApplication() {
  const [reference, setReference] = useState<string | null>(null);
  return reference ? <AssistanceSubmitted reference={reference} onAnother={() => setReference(null)} /> : <AssistanceForm onSubmitted={setReference} />;
}
