import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { NativePostResult } from './native-post';

/** The words of the form's toasts (PublicFormMessages has them). */
interface PanelMessages {
  okTitle: MessageDescriptor;
  okBody: MessageDescriptor;
  failTitle: MessageDescriptor;
  failBody: MessageDescriptor;
}

/**
 * Above a form the server answered after a post without script, where the browser would show a toast:
 * "sent" (the form below is empty again), or the failure (what was typed is kept below). Mistakes in
 * fields need nothing here: the error summary and the fields' messages say them.
 */
export function NativePostPanel({ result, messages: m }: { result: NativePostResult; messages: PanelMessages }) {
  if (result.outcome === 'sent') {
    return (
      <div role="status" className="panel forms-sent">
        <p>
          <strong>
            <FormattedMessage {...m.okTitle} />
          </strong>
        </p>
        <p>
          <FormattedMessage {...m.okBody} />
        </p>
      </div>
    );
  }
  if (result.outcome === 'failed') {
    return (
      <div role="alert" className="panel panel--warning forms-failed">
        <p>
          <strong>
            <FormattedMessage {...m.failTitle} />
          </strong>
        </p>
        <p>{result.message ?? <FormattedMessage {...m.failBody} />}</p>
      </div>
    );
  }
  return null;
}
