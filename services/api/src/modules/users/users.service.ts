import type { Knex } from 'knex';
import type { User } from '@reentry/contracts/user';
import { toProgress } from '../progress/progress.service.js';
import { UserModel } from './users.model.js';

/** The public user object: never the password hash; roles exactly as stored right now. */
export function toUser(model: UserModel): User {
  return {
    id: model.id,
    username: model.username,
    email: model.email,
    name: model.name,
    isAdmin: model.isAdmin,
    isInstructor: model.isInstructor,
    assignedInstructorId: model.assignedInstructorId,
    progress: toProgress(model.progress ?? []),
  };
}

export async function findUserWithProgress(knex: Knex, id: number): Promise<User | undefined> {
  const model = await UserModel.query(knex).findById(id).withGraphFetched('progress');
  return model ? toUser(model) : undefined;
}
