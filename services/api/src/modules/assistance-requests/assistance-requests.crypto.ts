import type { AssistanceRequest } from '@reentry/contracts/assistance-requests';
import { decryptField, decryptOptional, encryptField, encryptOptional, type Keyring } from '../encryption/field-encryption.js';

type Sensitive = Pick<AssistanceRequest, 'currentSituation' | 'additionalNeeds' | 'emergencyContact' | 'criminalBackground'>;

/** Each ciphertext is bound to its column, so values cannot be swapped between columns or tables. */
const context = (column: string) => `assistance_requests.${column}`;

export function encryptSensitive(keyring: Keyring, fields: Sensitive): Sensitive {
  return {
    currentSituation: encryptField(keyring, fields.currentSituation, context('current_situation')),
    additionalNeeds: encryptOptional(keyring, fields.additionalNeeds, context('additional_needs')),
    emergencyContact: encryptOptional(keyring, fields.emergencyContact, context('emergency_contact')),
    criminalBackground: encryptOptional(keyring, fields.criminalBackground, context('criminal_background')),
  };
}

export function decryptSensitive(keyring: Keyring, stored: Sensitive): Sensitive {
  return {
    currentSituation: decryptField(keyring, stored.currentSituation, context('current_situation')),
    additionalNeeds: decryptOptional(keyring, stored.additionalNeeds, context('additional_needs')),
    emergencyContact: decryptOptional(keyring, stored.emergencyContact, context('emergency_contact')),
    criminalBackground: decryptOptional(keyring, stored.criminalBackground, context('criminal_background')),
  };
}
