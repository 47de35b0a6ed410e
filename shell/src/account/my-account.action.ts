import type { ActionFunctionArgs } from 'react-router';
import type { AccountProfile } from '@reentry/contracts/account';
import type { User } from '@reentry/contracts/user';
import { sessionQueryKey, type RouteServices } from '@reentry/platform';
import { doneAt, formAction, refuse, type FieldValues } from '@reentry/platform/action-form';
import { INTENT_FIELD } from '@reentry/platform/action-form';
import { accountProfileKey } from './account-profile.query';
import { leaveClass, myClassQueryOptions } from './my-class.query';

/** The forms of `/account`, each posting its `intent`: its fields and where it ends. */
export const MY_ACCOUNT_FORMS = {
  name: { fields: [INTENT_FIELD, 'name'], done: 'name-saved' },
  email: { fields: [INTENT_FIELD, 'email', 'currentPassword'], done: 'email-link-sent' },
  /** The link that confirms the account's address, sent again (issue 39). */
  verifyLink: { fields: [INTENT_FIELD], done: 'verify-link-sent' },
  language: { fields: [INTENT_FIELD, 'locale'], done: 'language-saved' },
  /** Leaving the class the learner is in (issue 31), once they said yes to the question (`?leave-class`). */
  leaveClass: { fields: [INTENT_FIELD], done: 'left-class' },
} as const;
export type MyAccountIntent = keyof typeof MY_ACCOUNT_FORMS;

/** What each form asks of the API: a change of the account (one `PATCH /api/account`, as before), the link again, or leaving the class. */
function send(api: RouteServices['api'], intent: MyAccountIntent, values: FieldValues): Promise<AccountProfile | null> {
  if (intent === 'verifyLink') return api.post('/api/account/email/verify-link', {}).then(() => null);
  if (intent === 'leaveClass') return leaveClass(api).then(() => null);
  const change = intent === 'name' ? { name: values.name } : intent === 'email' ? { email: (values.email ?? '').trim(), currentPassword: values.currentPassword } : { locale: values.locale };
  return api.patch<AccountProfile>('/api/account', change);
}

/**
 * `/account`'s route action (server and browser alike): the posted form's change, then Post/Redirect/Get
 * to `?done=<what happened>`; a chosen language also rides as `?lang=`, which the server keeps as the
 * site's language (so the next page is in it with script or without). In the browser the page and the
 * header show the API's answer at once.
 */
export function myAccountAction(services: RouteServices) {
  const saved = (profile: AccountProfile) => {
    services.queryClient.setQueryData(accountProfileKey, profile);
    services.queryClient.setQueryData<User | null>(sessionQueryKey, (user) => (user ? { ...user, name: profile.name } : user));
    void services.queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const actions = Object.fromEntries(
    (Object.keys(MY_ACCOUNT_FORMS) as MyAccountIntent[]).map((intent) => [
      intent,
      formAction({
        fields: MY_ACCOUNT_FORMS[intent].fields,
        secret: ['currentPassword'],
        // The API checks every field (a language it does not offer, a wrong password) and says so in words.
        send: (values) => send(services.api, intent, values),
        done: (profile) => {
          if (profile) saved(profile);
          if (intent === 'leaveClass') void services.queryClient.invalidateQueries({ queryKey: myClassQueryOptions(services.api).queryKey });
          return doneAt('/account', MY_ACCOUNT_FORMS[intent].done, intent === 'language' && profile?.locale ? { lang: profile.locale } : {});
        },
      }),
    ]),
  ) as Record<MyAccountIntent, ReturnType<typeof formAction>>;
  return async (args: ActionFunctionArgs) => {
    const intent = new URLSearchParams(await args.request.clone().text()).get(INTENT_FIELD);
    if (intent && Object.hasOwn(actions, intent)) return actions[intent as MyAccountIntent](args);
    // A post no form of the page makes.
    return refuse({}, {}, { status: 400 });
  };
}
