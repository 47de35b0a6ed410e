import { MODULE_IDS } from '@reentry/contracts/constants';

export type ModuleId = (typeof MODULE_IDS)[number];

/** A module id from the URL: exactly 1 to 6, else null (the spec sends anything else home). */
export function parseModuleId(value: string | undefined): ModuleId | null {
  return MODULE_IDS.find((id) => String(id) === value) ?? null;
}
