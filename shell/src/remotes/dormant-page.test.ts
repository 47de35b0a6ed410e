import { holdPresses, type PressHolder } from '../presses/press-holder';
import { watchDormantPage } from './dormant-page';

// A remote's page from the moment the shell's script starts; the page's own listeners stand in for React's.
let presses: PressHolder | undefined;
function page(html: string) {
  document.body.innerHTML = `<header><button id="menu">Menu</button></header><main id="main">${html}</main>`;
  const main = document.getElementById('main')!;
  presses = holdPresses(main);
  const watch = watchDormantPage(main, presses);
  return { main, watch };
}

afterEach(() => {
  presses?.abandon();
  jest.useRealTimers();
});

describe('a dormant page (its code not loaded yet)', () => {
  it('wakes at the first touch anywhere on the page, once, even one made before start-up could load its code', () => {
    const { watch } = page('<p>Text</p>');
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const wake = jest.fn();
    watch.onWake(wake); // the shell's start-up has come this far
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wakes when the pointer comes onto the page only once its code can be loaded (a resting pointer gets one as the page lays out)', () => {
    const { watch } = page('<p>Text</p>');
    window.dispatchEvent(new Event('pointerover'));
    const wake = jest.fn();
    watch.onWake(wake);
    expect(wake).not.toHaveBeenCalled();
    document.getElementById('main')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wakes when a press in it is held, and does the press once its code runs', () => {
    jest.useFakeTimers();
    const { main, watch } = page('<button id="quiz">Start</button>');
    const wake = jest.fn();
    watch.onWake(wake);
    const pressed = jest.fn();
    main.addEventListener('click', pressed);
    document.getElementById('quiz')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(wake).toHaveBeenCalledTimes(1);
    expect(pressed).not.toHaveBeenCalled();
    watch.hydrated();
    watch.settled(true);
    jest.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('tells the code, as it hydrates, what was typed before it came', () => {
    const { watch } = page('<form><input name="email"><input name="name"></form>');
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'someone@example.org';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const heard: string[] = [];
    email.addEventListener('input', () => heard.push(email.value));
    watch.hydrated();
    expect(heard).toEqual(['someone@example.org']);
  });
});
