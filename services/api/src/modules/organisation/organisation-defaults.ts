import { emptyOrganisation, type OrganisationDetails } from '@reentry/contracts/organisation';
import type { Config } from '../../config.js';

/**
 * What a new database starts from: ORG_LEGAL_NAME, ORG_TAX_ID, ORG_ADDRESS and SOCIAL_*_URL. These are
 * first-start defaults only: once the row exists (seeded on first read), the database wins.
 */
export function organisationDefaults(config: Pick<Config, 'site' | 'donations'>): OrganisationDetails {
  const { org } = config.donations;
  const social = { ...emptyOrganisation.social };
  for (const link of config.site.social) social[link.network] = link.url;
  return {
    ...emptyOrganisation,
    legalName: org.legalName ?? '',
    taxId: org.taxId ?? '',
    address: org.address ?? '',
    social,
  };
}
