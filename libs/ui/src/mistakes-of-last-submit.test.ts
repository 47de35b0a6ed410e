import { renderHook } from '@testing-library/react';
import { useMistakesOfLastSubmit, type SubmitCheckState } from './mistakes-of-last-submit';

const fields = ['name', 'email'] as const;
const form = (state: Partial<SubmitCheckState>): SubmitCheckState => ({ submitCount: 0, isValidating: false, isSubmitting: false, errors: {}, ...state });

describe('useMistakesOfLastSubmit', () => {
  it('is empty before any submit, even with mistakes (fields left are not a submit)', () => {
    const { result } = renderHook(() => useMistakesOfLastSubmit(form({ errors: { name: 'Required' } }), fields));
    expect(result.current).toEqual([]);
  });

  it('lists the wrong fields in the order given once the submit has been checked, and is empty while a new submit is', () => {
    const { result, rerender } = renderHook((state: SubmitCheckState) => useMistakesOfLastSubmit(state, fields), {
      initialProps: form({ submitCount: 1, isValidating: true }),
    });
    expect(result.current).toEqual([]);
    rerender(form({ submitCount: 1, errors: { email: 'Invalid', name: 'Required' } }));
    expect(result.current).toEqual(['name', 'email']);
    rerender(form({ submitCount: 2, isValidating: true, errors: { email: 'Invalid', name: 'Required' } }));
    expect(result.current).toEqual([]);
  });

  it('keeps what the last finished check said while a field is checked again', () => {
    const { result, rerender } = renderHook((state: SubmitCheckState) => useMistakesOfLastSubmit(state, fields), {
      initialProps: form({ submitCount: 1, errors: { name: 'Required', email: 'Invalid' } }),
    });
    rerender(form({ submitCount: 1, isValidating: true, errors: {} }));
    expect(result.current).toEqual(['name', 'email']);
    rerender(form({ submitCount: 1, errors: { email: 'Invalid' } }));
    expect(result.current).toEqual(['email']);
  });
});
