import type { FieldValues } from '@reentry/platform/action-form';
import { ticked } from './form-sending';
import { yupErrors, type SyncSchema } from './yup-errors';

/**
 * The browser's check of a form before it is sent: the form's yup rules on what its fields say (a tick
 * as true or false), loaded the first time it runs (the first send), so yup is not part of the page's
 * first download on a slow phone. The API checks the same with the contract's zod schema.
 */
export function lazyValidation(load: () => Promise<SyncSchema>, { ticks = [] }: { ticks?: readonly string[] } = {}) {
  let schema: Promise<SyncSchema> | undefined;
  return async (values: FieldValues): Promise<Record<string, string>> => {
    const typed: Record<string, unknown> = { ...values };
    for (const name of ticks) typed[name] = ticked(values[name]);
    return yupErrors(await (schema ??= load()), typed);
  };
}
