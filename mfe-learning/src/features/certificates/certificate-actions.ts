import type { ActionFunctionArgs } from 'react-router';
import { nameFormats } from '@reentry/contracts/certificate-rules';
import type { MyCertificates } from '@reentry/contracts/certificates';
import type { RouteServices } from '@reentry/contracts/remotes';
import { doneAt, formAction, postedFields, refuse } from '@reentry/platform/action-form';
import paths from '../../route-paths.json';
import { certificatesMessages } from './certificates.messages';

/** What a form of /certificates asks for (its hidden `intent`): make the certificate, or withdraw one. */
export const CERTIFICATE_INTENTS = { issue: 'issue', withdraw: 'withdraw' } as const;

/** `?done=` of /certificates after a form was sent, and `?kind=` the card it was about (its heading takes focus). */
export const CERTIFICATE_OUTCOMES = { issued: 'issued', withdrawn: 'withdrawn' } as const;

/**
 * `/certificates`' route action, for a post with script or without: `intent=issue` with `nameFormat`
 * (`POST /api/certificates`: makes the earned certificates, or remakes one in another format), or
 * `intent=withdraw` with `code`. Then Post/Redirect/Get to `?done=`; a refusal is the page again with the
 * API's words. The API checks the rest (who is signed in, which certificate is theirs).
 */
export function certificatesAction({ api }: RouteServices) {
  const issue = formAction({
    fields: ['intent', 'kind', 'nameFormat'],
    check: ({ nameFormat }): Record<string, string> => ((nameFormats as readonly string[]).includes(nameFormat!) ? {} : { nameFormat: certificatesMessages.chooseName.id }),
    send: ({ nameFormat }) => api.post<MyCertificates>('/api/certificates', { nameFormat }),
    done: (_sent, { kind }) => doneAt(paths.certificates, CERTIFICATE_OUTCOMES.issued, kind ? { kind } : {}),
  });
  const withdraw = formAction({
    fields: ['intent', 'kind', 'code'],
    send: ({ code }) => api.post<MyCertificates>(`/api/certificates/${encodeURIComponent(code!)}/withdraw`, {}),
    done: (_sent, { kind }) => doneAt(paths.certificates, CERTIFICATE_OUTCOMES.withdrawn, kind ? { kind } : {}),
  });
  return async (args: ActionFunctionArgs) => {
    // Read twice: here for the intent, then by the form's own action for its fields.
    const { intent } = await postedFields(args.request.clone(), ['intent']);
    if (intent === CERTIFICATE_INTENTS.issue) return issue(args);
    if (intent === CERTIFICATE_INTENTS.withdraw) return withdraw(args);
    return refuse({}, {}, { status: 400 });
  };
}
