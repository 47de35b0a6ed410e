import { FormattedMessage } from 'react-intl';
import { Form } from 'react-router';
import { layoutMessages as m } from './layout.messages';
import { useLogOut } from './use-log-out';

/**
 * Log out, as a real form posted to /logout (its route action signs out and goes home): it works before
 * the page's code comes and without script; with it, the router posts it in place (use-log-out.ts).
 */
export function LogOutForm() {
  const logOut = useLogOut();
  return (
    <Form method="post" action="/logout" className="log-out-form" onSubmit={logOut} data-html-first="">
      <button type="submit" className="link-button">
        <FormattedMessage {...m.logout} />
      </button>
    </Form>
  );
}
