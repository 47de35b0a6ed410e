import { cardState } from './card-state';

describe('cardState', () => {
  it('gives a visitor modules 1 and 6 to start and the others locked', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => cardState(id, null).kind)).toEqual([
      'not-started',
      'locked',
      'locked',
      'locked',
      'locked',
      'not-started',
    ]);
  });

  it('tells completed, in-progress (with the best score), unlocked-next and locked modules apart', () => {
    const progress = { completedModules: [1], quizScores: { '1': 80, '2': 40 } };
    expect(cardState(1, progress)).toEqual({ kind: 'completed', score: 80 });
    expect(cardState(2, progress)).toEqual({ kind: 'in-progress', bestScore: 40 });
    expect(cardState(3, progress)).toEqual({ kind: 'locked' });
    expect(cardState(6, progress)).toEqual({ kind: 'not-started' });
  });

  it('keeps a completed module completed even without a recorded score', () => {
    expect(cardState(2, { completedModules: [1, 2], quizScores: {} })).toEqual({ kind: 'completed', score: null });
  });
});
