import type { Knex } from 'knex';
import type { Logger } from '../../logger.js';
import { NotFoundError } from '../../errors.js';
import { writeAudit } from '../audit/audit.service.js';
import { setUserRole } from '../users/roles.service.js';

export interface RoleActor {
  id: number;
  username: string;
  ip: string;
  sessionId?: string;
}

/**
 * Gives or takes the content editor role (admins only, behind the admin guard). Through setUserRole, like
 * the instructor flag: the user's sessions end, so the next sign-in gets the staff session rules; audited.
 */
export async function setContentEditor(knex: Knex, logger: Logger, actor: RoleActor, userId: number, value: boolean) {
  return knex.transaction(async (trx) => {
    const user = (await trx('users').where({ id: userId }).forUpdate().first('id', 'isContentEditor')) as { id: number; isContentEditor: boolean } | undefined;
    if (!user) throw new NotFoundError('User not found.', 'api.admin.userNotFound');
    if (user.isContentEditor !== value) {
      await setUserRole(trx, logger, { ip: actor.ip, userId: actor.id, keepSessionId: actor.sessionId }, { userId, role: 'editor', value });
      await writeAudit(trx, { actor, action: value ? 'user.content_editor_granted' : 'user.content_editor_revoked', targetType: 'user', targetId: userId });
    }
    return { id: userId, isContentEditor: value };
  });
}
