import { useEffect, useRef, type RefObject } from 'react';
import {
  installPressActions,
  PRESS_ACTION_ATTRIBUTE,
  PRESS_OUTCOME_EVENT,
  PRESS_TEXT_ATTRIBUTE,
  takePressOutcome,
  type PressAction,
  type PressOutcome,
} from './press-actions.js';

/**
 * The attributes of a control whose action the platform does at the press (press-actions.ts): put them
 * on a native button, in the server's HTML too, and give it no click handler of its own for that action.
 */
export function pressActionProps(action: PressAction, text?: string): Record<string, string> {
  return text === undefined ? { [PRESS_ACTION_ATTRIBUTE]: action } : { [PRESS_ACTION_ATTRIBUTE]: action, [PRESS_TEXT_ATTRIBUTE]: text };
}

/**
 * Calls `onOutcome` once for each press of the control whose action the platform did ("done" or
 * "failed"), including one made before this code came (a dormant page): show "Copied!" and its toast there.
 * `shown`: changes whenever the control is rendered anew (a button that a panel replaced, and back).
 */
export function usePressOutcome(control: RefObject<HTMLElement | null>, onOutcome: (outcome: PressOutcome) => void, shown: unknown = true): void {
  const latest = useRef(onOutcome);
  latest.current = onOutcome;
  useEffect(() => {
    const element = control.current;
    if (!element) return;
    const take = () => {
      const outcome = takePressOutcome(element);
      if (outcome) latest.current(outcome);
    };
    element.addEventListener(PRESS_OUTCOME_EVENT, take);
    take(); // pressed before this code ran
    return () => element.removeEventListener(PRESS_OUTCOME_EVENT, take);
  }, [control, shown]);
}

/** Makes sure presses are listened for wherever a platform runs (the shell has already, as it started). */
export function useInstallPressActions(): void {
  useEffect(() => installPressActions(), []);
}
