import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { sessionMessages as m } from './session.messages';

/** What a sign-out or a sign-up that landed here (`?done=`, from their actions) says, in the server's HTML too. */
const notices = {
  'signed-out': { title: m.logoutOkTitle, body: m.logoutOkBody },
  'signed-up': { title: m.registerOkTitle, body: m.registerOkBody },
} as const;

/**
 * The page says what just happened to the session, without script as with it (Post/Redirect/Get: the
 * action's 303 names the outcome in the address). Other `?done=` outcomes belong to their pages.
 */
export function SessionDoneNotice() {
  const [params] = useSearchParams();
  const done = params.get('done');
  const notice = done && Object.hasOwn(notices, done) ? notices[done as keyof typeof notices] : null;
  if (!notice) return null;
  return (
    <p className="panel session-done" role="status">
      <strong>
        <FormattedMessage {...notice.title} />
      </strong>{' '}
      <FormattedMessage {...notice.body} />
    </p>
  );
}
