/**
 * Domains content may link to. A link passes when its host is one of these or a subdomain
 * of one. Add a domain only for an official office or a well-known national organisation.
 */
export const allowedDomains = [
  // Federal government
  'ssa.gov', 'cdc.gov', 'usa.gov', 'dhs.gov', 'consumerfinance.gov', 'fdic.gov', 'mycreditunion.gov',
  'ftc.gov', 'identitytheft.gov', 'ic3.gov', 'investor.gov', 'sec.gov', 'cftc.gov', 'irs.gov', 'hhs.gov',
  'hud.gov', 'healthcare.gov', 'cuidadodesalud.gov', 'careeronestop.org',
  // Official or national organisations
  'annualcreditreport.com', 'chexsystems.com', 'joinbankon.org', 'lawhelp.org', 'finesandfeesjusticecenter.org',
  'nationalreentryresourcecenter.org', '211.org',
  // Faith-based organisations
  'salvationarmyusa.org', 'prisonfellowship.org', 'catholiccharitiesusa.org', 'aleph-institute.org', 'taybafoundation.org',
] as const;

/** True when the URL is https and its host is on the allow list. */
export function isAllowedUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return parsed.protocol === 'https:' && allowedDomains.some((d) => host === d || host.endsWith(`.${d}`));
}
