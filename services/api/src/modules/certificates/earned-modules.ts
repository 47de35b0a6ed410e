import type { Knex } from 'knex';
import { certificateKinds, certificateModules, type CertificateKind } from '@reentry/contracts/certificate-rules';
import type { CertificateProgress } from '@reentry/contracts/certificates';

/**
 * When each module was first passed, from the graded quiz attempts the server stored (never from what a
 * client says). The pass mark was applied when the attempt was graded (progress module).
 */
export async function firstPasses(knex: Knex, userId: number): Promise<Map<number, Date>> {
  const rows = (await knex('quiz_attempts')
    .where({ userId, passed: true })
    .groupBy('moduleId')
    .select('moduleId', knex.raw('min(created_at) as "firstPassedAt"'))) as { moduleId: number; firstPassedAt: Date }[];
  return new Map(rows.map((row) => [row.moduleId, new Date(row.firstPassedAt)]));
}

/** The completion date of a kind: when the last of its modules was first passed; null while any is not passed. */
export function completedAt(kind: CertificateKind, passes: ReadonlyMap<number, Date>): Date | null {
  let latest: Date | null = null;
  for (const moduleId of certificateModules[kind]) {
    const passed = passes.get(moduleId);
    if (!passed) return null;
    if (!latest || passed > latest) latest = passed;
  }
  return latest;
}

export function certificateProgress(passes: ReadonlyMap<number, Date>): CertificateProgress[] {
  return certificateKinds.map((kind) => {
    const moduleIds = [...certificateModules[kind]];
    const passedModuleIds = moduleIds.filter((id) => passes.has(id));
    return { kind, moduleIds, passedModuleIds, earned: passedModuleIds.length === moduleIds.length };
  });
}
