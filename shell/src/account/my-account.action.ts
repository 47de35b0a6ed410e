import type { ActionFunctionArgs } from 'react-router';
import type { AccountProfile } from '@reentry/contracts/account';
import type { User } from '@reentry/contracts/user';
import { sessionQueryKey, type RouteServices } from '@reentry/platform';
import { doneAt, formAction, refuse, type FieldValues } from '@reentry/platform/action-form';
import { accountProfileKey } from './account-profile.query';
import { INTENT_FIELD } from './scoped-action-form';

/** The forms of `/account`, each posting its `intent`: what it sends and where it ends. */
export const MY_ACCOUNT_FORMS = {
  name: { fields: [INTENT_FIELD, 'name'], done: 'name-saved' },
  email: { fields: [INTENT_FIELD, 'email', 'currentPassword'], done: 'email-link-sent' },
  language: { fields: [INTENT_FIELD, 'locale'], done: 'language-saved' },
} as const;
export type MyAccountIntent = keyof typeof MY_ACCOUNT_FORMS;

/** What each form asks the API to change (one `PATCH /api/account`, as before). */
function change(intent: MyAccountIntent, values: FieldValues): Partial<Record<string, string>> {
  if (intent === 'name') return { name: values.name };
  if (intent === 'email') return { email: (values.email ?? '').trim(), currentPassword: values.currentPassword };
  return { locale: values.locale };
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
        send: (values) => services.api.patch<AccountProfile>('/api/account', change(intent, values)),
        done: (profile) => {
          saved(profile);
          return doneAt('/account', MY_ACCOUNT_FORMS[intent].done, intent === 'language' && profile.locale ? { lang: profile.locale } : {});
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
