import { installPressActions, PRESS_OUTCOME_EVENT, takePressOutcome } from './press-actions';

// What the browser sees: a gated call made while the press's own event is being dispatched (WebKit's rule).
let inPress = false;
const callsInPress: string[] = [];
function gated(name: string, result: () => Promise<void> = async () => {}) {
  return jest.fn((...args: unknown[]) => {
    callsInPress.push(`${name}${inPress ? ' in the press' : ' after the press'}${args.length && typeof args[0] === 'string' ? `: ${args[0]}` : ''}`);
    return result();
  });
}

function press(element: Element) {
  inPress = true;
  try {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  } finally {
    inPress = false;
  }
}

function outcomes(element: Element) {
  const seen: string[] = [];
  element.addEventListener(PRESS_OUTCOME_EVENT, (event) => seen.push((event as CustomEvent).detail.outcome));
  return seen;
}

beforeAll(() => installPressActions());
beforeEach(() => {
  callsInPress.length = 0;
  document.body.innerHTML = '';
});
afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

function clipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('press actions (done by the platform inside the press itself)', () => {
  it('copies the text inside the press, even when a listener after it holds the press, and reports it once it is copied', async () => {
    clipboard(gated('writeText'));
    // A holder that keeps presses for a page whose code has not come (the shell's) listens after this one.
    const holder = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener('click', holder, true);
    document.body.innerHTML = '<button data-press-action="copy" data-press-text="0xabc"><span>Copy Address</span></button>';
    const button = document.querySelector('button')!;
    const seen = outcomes(button);
    press(button.querySelector('span')!);
    window.removeEventListener('click', holder, true);
    expect(callsInPress).toEqual(['writeText in the press: 0xabc']);
    await Promise.resolve();
    expect(seen).toEqual(['done']);
    expect(takePressOutcome(button)).toBe('done');
    expect(takePressOutcome(button)).toBeNull();
  });

  it('reports a refusal, and a browser with no clipboard, as failed', async () => {
    clipboard(gated('writeText', () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'))));
    document.body.innerHTML = '<button data-press-action="copy" data-press-text="a">Copy</button>';
    const button = document.querySelector('button')!;
    press(button);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button.getAttribute('data-press-outcome')).toBe('failed');

    Reflect.deleteProperty(navigator, 'clipboard');
    const seen = outcomes(button);
    press(button);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['failed']);
  });

  it('copies a link as the whole address', () => {
    clipboard(gated('writeText'));
    document.body.innerHTML = '<button data-press-action="copy-link" data-press-text="/signup?code=ABCD">Copy link</button>';
    press(document.querySelector('button')!);
    expect(callsInPress).toEqual([`writeText in the press: ${window.location.origin}/signup?code=ABCD`]);
  });

  it('prints inside the press', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(gated('print'));
    document.body.innerHTML = '<button data-press-action="print">Print</button>';
    press(document.querySelector('button')!);
    expect(callsInPress).toEqual(['print in the press']);
    print.mockRestore();
  });

  it('lets speech start: one silent utterance inside the first press of the page, none after; each press says done for the reading to start', () => {
    const speak = gated('speak');
    class Utterance {
      volume = 1;
      constructor(readonly text: string) {}
    }
    Object.assign(window, { speechSynthesis: { speak }, SpeechSynthesisUtterance: Utterance });
    document.body.innerHTML = '<button data-press-action="listen">Listen</button><button data-press-action="listen">Listen</button>';
    const [first, second] = document.querySelectorAll('button');
    press(first!);
    press(second!);
    press(first!);
    expect(callsInPress).toEqual(['speak in the press']);
    expect(speak.mock.calls[0]![0]).toMatchObject({ text: '', volume: 0 });
    expect(takePressOutcome(first!)).toBe('done');
    expect(takePressOutcome(second!)).toBe('done');
  });

  it('does nothing for a disabled control or one without an action', () => {
    clipboard(gated('writeText'));
    document.body.innerHTML = '<button data-press-action="copy" data-press-text="a" aria-disabled="true">Copy</button><button>Other</button>';
    for (const button of document.querySelectorAll('button')) press(button);
    expect(callsInPress).toEqual([]);
  });

  it("enables the controls the server disabled until a script ran (their press works from now on), and no other", () => {
    document.body.innerHTML =
      '<button data-press-action="listen" data-awaits-script disabled id="listen">Listen</button>' +
      '<button data-awaits-script disabled id="save">Save for offline</button><button data-press-action="copy" disabled id="busy">Copy</button>';
    installPressActions();
    expect((document.getElementById('listen') as HTMLButtonElement).disabled).toBe(false);
    expect((document.getElementById('save') as HTMLButtonElement).disabled).toBe(true);
    expect((document.getElementById('busy') as HTMLButtonElement).disabled).toBe(true);
  });

  it('listens once however often it is installed', () => {
    const writeText = gated('writeText');
    clipboard(writeText);
    installPressActions();
    installPressActions();
    document.body.innerHTML = '<button data-press-action="copy" data-press-text="once">Copy</button>';
    press(document.querySelector('button')!);
    expect(writeText).toHaveBeenCalledTimes(1);
  });
});
