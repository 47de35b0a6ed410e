import { certificateModules, earnedCertificateKinds } from '@reentry/contracts/certificate-rules';

/** Whether passing this module completed the modules of a certificate (so the learner is pointed to /certificates). */
export function earnsCertificate({ passed, moduleId }: { passed: boolean; moduleId: number }, completedModules: readonly number[]): boolean {
  return passed && earnedCertificateKinds([...completedModules]).some((kind) => certificateModules[kind].includes(moduleId));
}
