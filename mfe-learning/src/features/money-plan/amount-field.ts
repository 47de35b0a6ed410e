import * as yup from 'yup';
import { readMoneyAmount } from '@reentry/contracts/money-plan-rules';

/**
 * One amount box of the planner, checked as the learner types: the yup twin of the API's
 * `moneyAmountSchema` (both apply readMoneyAmount; the examples table in
 * `@reentry/contracts/money-plan.examples` holds them to the same answers).
 */
export const moneyAmountField = yup.mixed().test({
  name: 'amount',
  test(value, context) {
    const read = readMoneyAmount(value);
    return 'cents' in read || context.createError({ message: read.problem });
  },
});

/** The message id of what is wrong with a box, or undefined. */
export function amountProblem(value: unknown): string | undefined {
  try {
    moneyAmountField.validateSync(value);
    return undefined;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.message;
    throw error;
  }
}
