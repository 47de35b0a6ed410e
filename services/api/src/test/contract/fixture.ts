import type { Call } from './call.js';
import type { World } from './world.js';

/**
 * How the contract test calls one operation beyond what the document itself says. Without an entry, an
 * operation's success path is the role its `x-access` names, the body sampled from its schema, and path
 * parameters sampled from theirs.
 */
export interface Fixture {
  /** Path parameters for the refusals (the success path gives its own). */
  params?: Record<string, string | number>;
  /** The refusals' call when a session of the role is not enough to reach the body check (a donor's session). */
  probe?: (world: World) => Promise<Call>;
  /** Makes what the success path needs (a fresh account, a record to act on) and says how to call it. */
  success?: (world: World) => Promise<Call>;
  /** The success path's status when it is not a 2xx (a redirect). */
  status?: number;
}

export type Fixtures = Record<string, Fixture>;
