import type { Page } from '@playwright/test';

/**
 * A small stand-in for Stripe.js (which cannot load here), with the surface the donate page uses through
 * @stripe/react-stripe-js: `Stripe(key, { locale })`, `elements({ clientSecret })`, a Payment Element that
 * mounts a labelled card field, `confirmPayment` and `retrievePaymentIntent`. Like Stripe.js, it talks to
 * https://api.stripe.com with the publishable key and client secret, so the page's Content-Security-Policy
 * is exercised for real; the test sends those calls on to the fake Stripe API.
 */
const script = String.raw`(function () {
  var API = 'https://api.stripe.com/v1/payment_intents/';
  var LABELS = { en: 'Card number', es: 'Número de tarjeta' };
  function answer(response) {
    return response.json().then(function (body) {
      return response.ok ? { paymentIntent: body } : { error: body.error };
    });
  }
  function Stripe(key, options) {
    var locale = (options && options.locale) || 'en';
    return {
      elements: function (elementOptions) {
        var input = null;
        return {
          _clientSecret: elementOptions.clientSecret,
          _card: function () { return input ? input.value.replace(/\s+/g, '') : ''; },
          update: function () {},
          create: function () {
            var handlers = {};
            var mounted = false;
            function fire(name) { (handlers[name] || []).forEach(function (handler) { handler({}); }); }
            return {
              mount: function (node) {
                var label = document.createElement('label');
                label.textContent = LABELS[elementOptions.locale || locale] || LABELS.en;
                input = document.createElement('input');
                input.autocomplete = 'cc-number';
                input.inputMode = 'numeric';
                label.appendChild(input);
                node.appendChild(label);
                mounted = true;
                setTimeout(function () { fire('ready'); }, 0);
              },
              on: function (name, handler) {
                (handlers[name] = handlers[name] || []).push(handler);
                if (name === 'ready' && mounted) setTimeout(function () { handler({}); }, 0);
              },
              off: function (name, handler) {
                handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; });
              },
              update: function () {},
              destroy: function () { mounted = false; },
            };
          },
        };
      },
      confirmPayment: function (args) {
        var secret = args.elements._clientSecret;
        var body = new URLSearchParams({ key: key, client_secret: secret, card: args.elements._card(), return_url: args.confirmParams.return_url });
        return fetch(API + secret.split('_secret_')[0] + '/confirm', { method: 'POST', body: body }).then(answer);
      },
      retrievePaymentIntent: function (secret) {
        var query = new URLSearchParams({ key: key, client_secret: secret });
        return fetch(API + secret.split('_secret_')[0] + '?' + query).then(answer);
      },
      createToken: function () {},
      createPaymentMethod: function () {},
      confirmCardPayment: function () {},
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }
  // The release @stripe/stripe-js 10 asks for, so it does not warn about a version mismatch.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/**
 * Serves the fake Stripe.js for js.stripe.com and sends api.stripe.com calls to the fake Stripe API.
 * Returns the list of Stripe.js requests the page made (to check it loads only on the payment step).
 */
export async function useFakeStripeJs(page: Page, fakeApiUrl: string): Promise<string[]> {
  const scriptRequests: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    scriptRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: script });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: fakeApiUrl + url.pathname + url.search });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  return scriptRequests;
}
