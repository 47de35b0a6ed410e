import { isModuleUnlocked, progressSummary } from './progress-rules';

describe('module unlock rule', () => {
  it('opens modules 1 and 6 to everyone', () => {
    expect(isModuleUnlocked(1, [])).toBe(true);
    expect(isModuleUnlocked(6, [])).toBe(true);
  });

  it('opens module n only after module n-1, or when n itself is done', () => {
    expect([2, 3, 4, 5].map((id) => isModuleUnlocked(id, []))).toEqual([false, false, false, false]);
    expect(isModuleUnlocked(2, [1])).toBe(true);
    expect(isModuleUnlocked(3, [1])).toBe(false);
    expect(isModuleUnlocked(4, [4])).toBe(true);
  });
});

describe('progress summary', () => {
  it('counts modules 1 to 5 only and rounds the percent', () => {
    expect(progressSummary([])).toEqual({ completed: 0, total: 5, percent: 0 });
    expect(progressSummary([1, 6])).toEqual({ completed: 1, total: 5, percent: 20 });
    expect(progressSummary([1, 2, 3, 3, 6])).toEqual({ completed: 3, total: 5, percent: 60 });
    expect(progressSummary([1, 2, 3, 4, 5, 6])).toEqual({ completed: 5, total: 5, percent: 100 });
  });
});
