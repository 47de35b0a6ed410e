import { holdPresses, type PressHolder } from './press-holder';

// The server's HTML as the shell's script starts: the frame around a page, and the page (a remote's,
// dormant, or the shell's own). The listeners added in tests stand in for React's, which come later.
let holder: PressHolder | undefined;
function page(html: string, { dormant = true }: { dormant?: boolean } = {}) {
  document.body.innerHTML =
    '<header><button id="menu">Menu</button><a id="language" href="?lang=es">Español</a></header>' +
    `<main id="main">${html}</main><footer><button id="theme">Dark theme</button></footer>`;
  const main = document.getElementById('main')!;
  holder = holdPresses(dormant ? main : null);
  return { main, holder };
}

const click = (id: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

function record() {
  const done: string[] = [];
  document.addEventListener('click', (event) => {
    done.push((event.target as Element).id);
    if ((event.target as Element).closest('a')) event.preventDefault(); // jsdom cannot navigate
  });
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  holder?.abandon();
  jest.useRealTimers();
});

describe('presses made before the code that answers them runs', () => {
  it('enables, as the script starts, the buttons the server disabled only for want of a script, anywhere, and no others', () => {
    page('<button id="listen" data-awaits-script disabled>Listen</button><button id="sending" disabled>Sending...</button>', { dormant: false });
    document.body.insertAdjacentHTML('beforeend', '<form><button id="send" type="submit" data-awaits-script disabled>Send</button></form>');
    holder!.abandon();
    holder = holdPresses(null); // the send button is outside the page: enabled too
    expect((document.getElementById('listen') as HTMLButtonElement).disabled).toBe(false);
    expect((document.getElementById('send') as HTMLButtonElement).disabled).toBe(false);
    expect((document.getElementById('sending') as HTMLButtonElement).disabled).toBe(true);
  });

  it("holds a press in the shell's frame until the shell runs, and one in the dormant page until the page runs", () => {
    const { holder } = page('<button id="quiz">Start</button>');
    const done = record();
    expect(click('theme').defaultPrevented).toBe(true);
    expect(click('quiz').defaultPrevented).toBe(true);
    expect(done).toEqual([]);

    holder.shellRunning();
    jest.runAllTimers();
    expect(done).toEqual(['theme']);
    click('quiz'); // pressed again while its code is still on its way: done once
    holder.pageSettled(true);
    jest.runAllTimers();
    expect(done).toEqual(['theme', 'quiz']);
    click('quiz');
    click('menu');
    expect(done).toEqual(['theme', 'quiz', 'quiz', 'menu']);
  });

  it('holds every press on a page of the shell (no dormant page) until the shell runs, in the order they were made', () => {
    const { holder } = page('<form id="login"><input name="email"><button id="send" type="submit">Log in</button></form>', { dormant: false });
    const sent: string[] = [];
    document.getElementById('login')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push('login');
    });
    const done = record();
    click('menu');
    click('send');
    expect(sent).toEqual([]);
    holder.shellRunning();
    jest.runAllTimers();
    expect(done).toEqual(['menu', 'send']);
    expect(sent).toEqual(['login']);
  });

  it("leaves a link in the shell's frame to the browser (the language link works with no script); holds a link within the dormant page", () => {
    const { holder } = page('<a id="next" href="/modules/2">Next</a><a id="away" href="https://example.org/">Away</a>');
    const done = record();
    click('language');
    expect(done).toEqual(['language']);
    const next = click('next');
    expect(done).toEqual(['language']);
    expect(next.defaultPrevented).toBe(true);
    click('next', { ctrlKey: true }); // a new tab: the browser's
    click('away');
    expect(done).toEqual(['language', 'next', 'away']);
    holder.pageSettled(true);
    jest.runAllTimers();
    expect(done).toEqual(['language', 'next', 'away', 'next']);
  });

  it('never holds a press the platform does whole (copy, print), but holds the press that unlocks speech for the reading', () => {
    const { main, holder } = page('<button id="copy" data-press-action="copy" data-press-text="0xabc">Copy</button><button id="listen" data-press-action="unlock-speech">Listen</button>');
    const heard: string[] = [];
    main.addEventListener('click', (event) => heard.push((event.target as Element).id));
    click('copy');
    click('listen');
    expect(heard).toEqual(['copy']);
    holder.pageSettled(true);
    jest.runAllTimers();
    expect(heard).toEqual(['copy', 'listen']);
  });

  it("holds a press between the page's hydration and its effects, and a form's send by Enter", () => {
    const { main, holder } = page('<form id="form"><input id="field" name="name"><button id="send">Send</button></form>');
    const sent = jest.fn();
    const enter = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.getElementById('form')!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    holder.shellRunning();
    jest.runAllTimers();
    // The page's effect listens for its send only now.
    main.addEventListener('submit', (event) => {
      event.preventDefault(); // jsdom cannot post
      sent();
    });
    holder.pageSettled(true);
    jest.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('holds an arrow key in a tab list and presses it again once the code runs; Tab is left to the browser', () => {
    const { main, holder } = page('<div role="tablist"><a role="tab" href="?tab=a" id="a">A</a><a role="tab" href="?tab=b">B</a></div>');
    const keys: string[] = [];
    main.addEventListener('keydown', (event) => keys.push(event.key));
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    expect(keys).toEqual(['Tab']);
    holder.pageSettled(true);
    jest.runAllTimers();
    expect(keys).toEqual(['Tab', 'ArrowRight']);
  });

  it("tells the dormant page of a press held in it (to load its code), at once if one was held before it asked", () => {
    const { holder } = page('<button id="quiz">Start</button>');
    click('theme');
    click('quiz');
    const pressed = jest.fn();
    holder.onPagePress(pressed);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("drops the page's held presses when its code could not be loaded (a held link is followed by the browser), and stops holding", () => {
    const { main, holder } = page('<button id="retry">Try again</button>');
    const pressed = jest.fn();
    main.addEventListener('click', pressed);
    click('retry');
    holder.pageSettled(false);
    jest.runAllTimers();
    expect(pressed).not.toHaveBeenCalled();
    click('retry');
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('drops everything and holds nothing more when start-up fails', () => {
    const { holder } = page('');
    const done = record();
    click('theme');
    holder.abandon();
    jest.runAllTimers();
    expect(done).toEqual([]);
    click('theme');
    expect(done).toEqual(['theme']);
  });
});
