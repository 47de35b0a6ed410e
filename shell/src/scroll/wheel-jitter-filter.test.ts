import { installWheelJitterFilter } from './wheel-jitter-filter';

function wheel(deltaY: number) {
  const event = new WheelEvent('wheel', { deltaY, cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('wheel jitter filter', () => {
  let clock = 0;
  let remove: () => void;
  beforeEach(() => {
    clock = 1000;
    remove = installWheelJitterFilter(window, () => clock);
  });
  afterEach(() => remove());

  it('lets the first small movement and every large movement through', () => {
    expect(wheel(10)).toBe(false);
    clock += 50;
    expect(wheel(100)).toBe(false);
  });

  it('suppresses a small movement within 300 ms of the previous one', () => {
    wheel(100);
    clock += 100;
    expect(wheel(12)).toBe(true);
    clock += 299;
    expect(wheel(-29)).toBe(true);
  });

  it('lets a small movement through after a 300 ms pause', () => {
    wheel(100);
    clock += 300;
    expect(wheel(12)).toBe(false);
  });
});
