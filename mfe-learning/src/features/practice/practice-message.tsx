import { FormattedMessage, useIntl } from 'react-intl';
import type { PracticeMessage as Message } from '@reentry/contracts/content-practice';
import { REGION_ATTRIBUTE } from '../../shared/read-aloud/attributes';
import { ListenControl } from '../../shared/read-aloud/listen-control';
import { kindMessages, practiceMessages as m } from './practice.messages';

/**
 * The message as text, never a picture of text: what kind it is, who it is from, its subject or title,
 * and its lines. A Listen control reads it aloud.
 */
export function PracticeMessage({ message }: { message: Message }) {
  const intl = useIntl();
  return (
    <section className={`practice-message practice-message--${message.kind}`} aria-labelledby="practice-message-heading" {...{ [REGION_ATTRIBUTE]: '' }}>
      <h2 id="practice-message-heading" className="learning-sr-only">
        <FormattedMessage {...m.messageLabel} />
      </h2>
      <ListenControl title={intl.formatMessage(m.listenToMessage)} blocks="p" />
      <p className="practice-message__kind">
        <FormattedMessage {...kindMessages[message.kind]} />
      </p>
      <p className="practice-message__from">{message.from}</p>
      {message.subject && <p className="practice-message__subject">{message.subject}</p>}
      <div className="practice-message__body">
        {message.lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
    </section>
  );
}
