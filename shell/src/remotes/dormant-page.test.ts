import { watchDormantPage, type DormantPageWatch } from './dormant-page';

// A remote's page from the moment the shell's script starts: its code is fetched at the visitor's first touch.
let watch: DormantPageWatch | undefined;
function page(html: string) {
  document.body.innerHTML = `<header><button id="menu">Menu</button></header><main id="main">${html}</main>`;
  watch = watchDormantPage();
  return watch;
}

afterEach(() => watch?.settled());

describe('a dormant page (its code not loaded yet)', () => {
  it('wakes at the first touch anywhere on the page, once, even one made before start-up could load its code', () => {
    const watch = page('<p>Text</p>');
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const wake = jest.fn();
    watch.onWake(wake); // the shell's start-up has come this far
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wakes when the pointer comes onto the page only once its code can be loaded (a resting pointer gets one as the page lays out)', () => {
    const watch = page('<p>Text</p>');
    window.dispatchEvent(new Event('pointerover'));
    const wake = jest.fn();
    watch.onWake(wake);
    expect(wake).not.toHaveBeenCalled();
    document.getElementById('main')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('holds nothing: a press on a link or a form in it is the browser’s own', () => {
    const watch = page('<a href="/modules/2" id="next">Next</a><form id="form"><button id="send">Send</button></form>');
    watch.onWake(() => {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('next')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('stops watching once the page runs', () => {
    const watch = page('<p>Text</p>');
    const wake = jest.fn();
    watch.onWake(wake);
    watch.settled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
  });
});
