import { certificateModules, earnedCertificateKinds } from '@reentry/contracts/certificate-rules';
import type { QuizResult } from '@reentry/contracts/quiz';

/** Whether this pass completed the modules of a certificate (so the learner is pointed to /certificates). */
export function earnsCertificate(result: QuizResult): boolean {
  return result.passed && earnedCertificateKinds(result.progress.completedModules).some((kind) => certificateModules[kind].includes(result.moduleId));
}
