import type { ActionFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { createPaymentIntentRequestSchema } from '@reentry/contracts/donations';
import { contentKey, postedFields, refuse, type FieldValues } from '@reentry/platform/action-form';
import { frequencyOf } from '../amount/chosen-amount';
import { paymentMessages } from '../payment/payment.messages';
import { createPaymentIntent, failureText, type PaymentRequest } from '../payment/start-payment';
import { DONOR_FIELDS, type DonorAccepted } from './donor-accepted';
import { siteConfigQuery } from '@reentry/platform';

// Loaded only when the donor form is sent (it brings the contract's zod schema), on the server or in the browser.

/** What the donor form posts: its fields, the amount and frequency chosen, and this visit's attempt. */
const POSTED = ['amount', 'frequency', 'attempt', ...DONOR_FIELDS] as const;

/** The API's refusal, read by name: the client that threw is the platform's shared copy. */
const apiError = (error: unknown) => (error instanceof Error && error.name === 'ApiError' ? (error as Error & { status: number; fields?: Record<string, string>; userMessage?: string }) : null);

/** First mistake per field of the contract's check, as message ids (the page puts them in words). */
function contractMistakes(request: PaymentRequest, maxAmountCents: number): Record<string, string> {
  const parsed = createPaymentIntentRequestSchema(maxAmountCents).safeParse(request);
  const mistakes: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) mistakes[String(issue.path[0])] ??= issue.message;
  return mistakes;
}

function paymentRequest(values: FieldValues): PaymentRequest {
  return {
    amount: values.amount!.trim(),
    donorName: values.donorName!.trim(),
    donorEmail: values.donorEmail!.trim(),
    donorPhone: values.donorPhone!.trim(),
    donorAddress: values.donorAddress!.trim(),
    message: values.message!.trim(),
    isAnonymous: values.isAnonymous === 'on',
  };
}

/**
 * `/donate`'s route action: the donor step's post, with script or without. It checks the donor's details
 * with the contract (the amount and frequency come along as hidden fields), then, in the browser only,
 * starts the payment (the API asks Stripe for it). A native post (no script, or before the page's code
 * came) never reaches Stripe: the page then says the card step needs script, and once the page's code
 * runs it sends the same post here again (donation-steps.tsx), so a failure is said in one place, at the
 * donor form, whichever way the post came. The key is made from what is posted, this visit's
 * `attempt` included: the same details sent twice start one payment; another visit starts another.
 */
export function donateAction(services: RouteServices) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await postedFields(request, POSTED);
    let maxAmountCents: number;
    try {
      maxAmountCents = (await services.queryClient.ensureQueryData(siteConfigQuery(services.api))).donations.maxAmountCents;
    } catch {
      return refuse(values, {}, { status: 503 });
    }
    const body = paymentRequest(values);
    const mistakes = contractMistakes(body, maxAmountCents);
    const { amount: amountMistake, ...fieldMistakes } = mistakes;
    // The amount is not a field of this step (an address changed by hand): the whole form says so.
    if (amountMistake) return refuse(values, fieldMistakes, { status: 400, message: null });
    if (Object.keys(fieldMistakes).length > 0) return refuse(values, fieldMistakes);
    const frequency = frequencyOf(values.frequency);
    const accepted: DonorAccepted = { accepted: true, request: body, frequency, posted: values, clientSecret: null };
    if (typeof document === 'undefined') {
      // Sent before the page's code came (or without script): Stripe's step needs the code, so it starts
      // at once rather than at the visitor's first touch, and sends this post again through the router.
      services.runAtLoad?.();
      return accepted;
    }
    const key = await contentKey(new URL(request.url).pathname, values);
    try {
      return { ...accepted, clientSecret: (await createPaymentIntent(services.api, body, key, frequency)).clientSecret };
    } catch (error) {
      const refused = apiError(error);
      if (!refused && !(error instanceof TypeError)) throw error;
      // The API's own words when it gave some (a 503 says why); "Unknown error" (its id: the page says it in
      // the visitor's language) when its answer cannot be read; else the page's "Failed to initialize payment".
      const message = failureText(error, { fallback: '', unknown: paymentMessages.unknownError.id! }) || null;
      if (!refused || refused.status >= 500) return refuse(values, {}, { status: 503, message });
      return refuse(values, refused.fields ?? {}, { status: refused.status, message: refused.fields ? null : message });
    }
  };
}
