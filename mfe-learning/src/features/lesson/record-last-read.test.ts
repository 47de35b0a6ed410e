import { throttled } from './record-last-read';

describe('throttled (the last-read position sent while reading)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first section at once, then only the newest one per interval, and never the same twice in a row', () => {
    const sent: string[] = [];
    const sender = throttled((value) => sent.push(value), 4000);
    sender.push('one');
    sender.push('two');
    sender.push('three');
    expect(sent).toEqual(['one']);
    jest.advanceTimersByTime(4000);
    expect(sent).toEqual(['one', 'three']);
    sender.push('three');
    jest.advanceTimersByTime(8000);
    expect(sent).toEqual(['one', 'three']);
    sender.push('four');
    expect(sent).toEqual(['one', 'three', 'four']);
  });

  it('sends nothing more once cancelled (the lesson was left)', () => {
    const sent: string[] = [];
    const sender = throttled((value) => sent.push(value), 4000);
    sender.push('one');
    sender.push('two');
    sender.cancel();
    jest.advanceTimersByTime(10_000);
    expect(sent).toEqual(['one']);
  });
});
