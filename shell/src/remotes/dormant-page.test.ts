import { watchDormantPage } from './dormant-page';

// The page's own listeners stand in for React's, which run once its code has come.
function page(html: string) {
  document.body.innerHTML = `<header><button id="menu">Menu</button></header><main id="main">${html}</main>`;
  const main = document.getElementById('main')!;
  const wake = jest.fn();
  const watch = watchDormantPage(main, wake);
  const settle = (running: boolean) => {
    if (running) watch.hydrated();
    watch.settled(running);
  };
  return { main, wake, settle, watch };
}

afterEach(() => jest.useRealTimers());

describe('a dormant page (its code not loaded yet)', () => {
  it('enables the buttons the server disabled only for want of a script, and no others', () => {
    page('<button data-awaits-script disabled>Listen</button><button disabled>Sending...</button>');
    expect((document.querySelector('[data-awaits-script]') as HTMLButtonElement).disabled).toBe(false);
    expect((document.querySelector('button:not([data-awaits-script]):not(#menu)') as HTMLButtonElement).disabled).toBe(true);
  });

  it('wakes at the first touch anywhere on the page, once', () => {
    const { wake } = page('<p>Text</p>');
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('holds a button press until the code runs, then presses it once; a link within the page is left alone', () => {
    jest.useFakeTimers();
    const { main, wake, settle } = page('<button id="quiz">Start</button><a href="#next" id="link">Next</a>');
    const pressed = jest.fn();
    main.addEventListener('click', (event) => (event.target as Element).id === 'quiz' && pressed());
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('quiz')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    expect(wake).toHaveBeenCalled();
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);

    settle(true);
    jest.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
    document.getElementById('quiz')!.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("holds a press between the page's hydration and its effects, and presses it once they have run", () => {
    jest.useFakeTimers();
    const { main, watch } = page('<form id="form"><button id="send">Send</button></form>');
    watch.hydrated();
    const sent = jest.fn();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('send')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    // The page's effect listens for its send only now.
    main.addEventListener('submit', (event) => {
      event.preventDefault(); // jsdom cannot post
      sent();
    });
    watch.settled(true);
    jest.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("holds a press of a link to another page of the site (the page's code then follows it), not one to elsewhere", () => {
    jest.useFakeTimers();
    const { main, settle } = page('<a href="/modules/2" id="next">Next</a><a href="https://example.org/" id="away">Away</a>');
    const followed: string[] = [];
    main.addEventListener('click', (event) => {
      followed.push((event.target as Element).id);
      event.preventDefault(); // jsdom cannot navigate
    });
    const next = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('next')!.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(true);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.getElementById('next')!.dispatchEvent(newTab);
    expect(followed).toEqual(['next']);
    document.getElementById('away')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(followed).toEqual(['next', 'away']);
    settle(true);
    jest.runAllTimers();
    expect(followed).toEqual(['next', 'away', 'next']);
  });

  it('holds an arrow key in a tab list and presses it again once the code runs', () => {
    jest.useFakeTimers();
    const { main, settle } = page('<div role="tablist"><a role="tab" href="?tab=a" id="a">A</a><a role="tab" href="?tab=b">B</a></div>');
    const keys: string[] = [];
    main.addEventListener('keydown', (event) => keys.push(event.key));
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    // Tab still moves focus as the browser does.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    expect(keys).toEqual(['Tab']);
    settle(true);
    jest.runAllTimers();
    expect(keys).toEqual(['Tab', 'ArrowRight']);
  });

  it('marks the fields left before the code came, so a form that starts later shows their messages', () => {
    page('<form><input name="email"><input name="name"></form>');
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(email.hasAttribute('data-left')).toBe(true);
    expect(document.querySelector('input[name="name"]')!.hasAttribute('data-left')).toBe(false);
  });

  it('drops a held press when the code could not be loaded, and stops holding', () => {
    jest.useFakeTimers();
    const { main, settle } = page('<button id="retry">Try again</button>');
    const pressed = jest.fn();
    main.addEventListener('click', pressed);
    document.getElementById('retry')!.click();
    settle(false);
    jest.runAllTimers();
    expect(pressed).not.toHaveBeenCalled();
    document.getElementById('retry')!.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
