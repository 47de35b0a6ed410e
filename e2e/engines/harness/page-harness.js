// The page harness of the cross-engine journeys: the engines' test origin (e2e/engines/test-origin.ts) puts
// it first in every page's <head>, so it runs before any of the site's scripts, in every engine alike.
// It never ships with the site. It does two things:
// 1. Reports what goes wrong in the page (uncaught errors, rejected promises, console.error, a script or
//    style that fails to load, a CSP violation) to the test origin, which files it under the journey's
//    session. WebKit's WebDriver has no console log; this works the same in all three engines.
// 2. Stands in for the device's voice (as e2e/support/speech-stub.ts does for Playwright): it records what
//    would be said, and whether the page had the user's activation (navigator.userActivation.isActive,
//    where the engine has it) when it called speak(); the journey ends each sentence itself.
(() => {
  const describe = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  // A page being left cancels what it still loads: Firefox and WebKit then fire load errors (and the site says
  // it could not start) in a page no one sees any more. Not reported; if the page stays after all, it is again.
  let leaving = false;
  window.addEventListener('beforeunload', () => {
    leaving = true;
    setTimeout(() => (leaving = false), 3000);
  });
  const report = (kind, message) => {
    if (leaving) return;
    const body = JSON.stringify({ kind, message: String(message).slice(0, 2000), page: location.pathname + location.search });
    navigator.sendBeacon('/__engines/problem', new Blob([body], { type: 'text/plain' }));
  };

  const consoleError = console.error;
  console.error = function error(...args) {
    report('console.error', args.map(describe).join(' '));
    return consoleError.apply(this, args);
  };
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      if (element && element !== window && element.tagName) report('load failed', `${element.tagName.toLowerCase()} ${element.src || element.href || ''}`);
      else report('uncaught error', event.error ? describe(event.error) : event.message);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => report('unhandled rejection', describe(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => report('blocked by CSP', `${event.violatedDirective} ${event.blockedURI}`));

  const voices = [
    { name: 'Samantha', lang: 'en-US' },
    { name: 'Paulina', lang: 'es-MX' },
  ];
  const spoken = [];
  let current = null;
  class FakeUtterance {
    constructor(text) {
      this.text = text;
      this.lang = '';
      this.rate = 1;
      this.voice = null;
    }
  }
  const synth = {
    paused: false,
    speaking: false,
    pending: false,
    getVoices: () => voices.map((voice) => ({ default: false, localService: true, voiceURI: voice.name, ...voice })),
    speak(utterance) {
      const activation = navigator.userActivation ? navigator.userActivation.isActive : null;
      spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice ? utterance.voice.name : null, activation });
      current = utterance;
    },
    cancel() {
      const cancelled = current;
      current = null;
      if (cancelled && cancelled.onerror) setTimeout(() => cancelled.onerror({ error: 'interrupted' }), 0);
    },
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  window.speechStub = {
    spoken,
    speaking: () => (current ? current.text : null),
    finish() {
      const done = current;
      current = null;
      if (done && done.onend) done.onend({});
    },
  };
})();
