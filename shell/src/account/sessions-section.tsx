import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountSession } from '@reentry/contracts/account-security';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { useFormatDateTime } from '../app/site-time';
import { accountMessages as m } from './account.messages';
import { sessionsQueryOptions } from './account-security.queries';
import { browserOnSystemMessage, lastActiveMessage, securityMessages as s, signedInAtMessage } from './security.messages';

/** "Chrome on Android", "Safari on iPhone": names the server read from the browser's User-Agent. */
function DeviceName({ browser, system }: { browser: string | null; system: string | null }) {
  if (browser && system) return <FormattedMessage {...browserOnSystemMessage} values={{ browser, system }} />;
  if (browser || system) return <>{browser ?? system}</>;
  return <FormattedMessage {...s.unknownDevice} />;
}

function SessionItem({ session, when, onEnd }: { session: AccountSession; when: (iso: string) => string; onEnd: () => void }) {
  return (
    <li className="session-list__item">
      <strong>
        <DeviceName browser={session.browser} system={session.system} />
      </strong>
      {session.current && (
        <span className="session-list__badge">
          <FormattedMessage {...s.thisDevice} />
        </span>
      )}
      <br />
      <FormattedMessage {...signedInAtMessage} values={{ date: when(session.createdAt) }} />
      <br />
      <FormattedMessage {...lastActiveMessage} values={{ date: when(session.lastSeenAt) }} />
      {session.remembered && (
        <>
          <br />
          <FormattedMessage {...s.remembered} />
        </>
      )}
      {!session.current && (
        <div>
          <Button variant="secondary" onClick={onEnd}>
            <FormattedMessage {...s.endSession} />
          </Button>
        </div>
      )}
    </li>
  );
}

/** Where the user is signed in; end one other session, or all of them. */
export function SessionsSection() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions(api));
  // Times in the organisation's zone, named (the site's one rule), as on the dashboard.
  const when = useFormatDateTime();

  async function run(path: string, body: object) {
    try {
      await api.post(path, body);
    } catch (error) {
      const reason = error instanceof ApiError ? error.userMessage : undefined;
      toast({ title: intl.formatMessage(s.failedTitle), description: reason ?? intl.formatMessage(m.tryAgain), variant: 'destructive' });
    }
    await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(api).queryKey });
  }

  const others = (sessions.data ?? []).filter((session) => !session.current);
  return (
    <section className="security-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">
        <FormattedMessage {...s.sessionsHeading} />
      </h2>
      {sessions.isPending || !when ? (
        <p>
          <FormattedMessage {...s.loading} />
        </p>
      ) : (
        <>
          <ul className="session-list">
            {(sessions.data ?? []).map((session) => (
              <SessionItem key={session.id} session={session} when={when} onEnd={() => void run('/api/auth/sessions/end', { id: session.id })} />
            ))}
          </ul>
          {others.length > 0 ? (
            <Button variant="secondary" onClick={() => void run('/api/auth/sessions/end-others', {})}>
              <FormattedMessage {...s.endOthers} />
            </Button>
          ) : (
            <p>
              <FormattedMessage {...s.onlyThisDevice} />
            </p>
          )}
        </>
      )}
    </section>
  );
}
