import { authValidationMessages } from '@reentry/contracts/auth';
import { contractMessages } from '@reentry/contracts/i18n/catalog';
import { apiMessages } from './messages.js';
import { translate } from './translate.js';

describe('API message catalogue', () => {
  it('has a Spanish message for every English one, and no extras', () => {
    expect(Object.keys(apiMessages.es).sort()).toEqual(Object.keys(apiMessages.en).sort());
    for (const text of Object.values(apiMessages.es)) expect(text.trim()).not.toBe('');
  });

  it('translates API and contract ids, with English from the contract defaults', () => {
    expect(translate('en', 'api.auth.usernameTaken')).toBe('That username is taken. Please choose another.');
    expect(translate('es', 'api.auth.usernameTaken')).toBe('Ese nombre de usuario ya está en uso. Por favor, elija otro.');
    expect(translate('en', authValidationMessages.usernameMin.id)).toBe('Username must be at least 3 characters');
    expect(translate('es', authValidationMessages.usernameMin.id)).toBe('El nombre de usuario debe tener al menos 3 caracteres');
  });

  it('has English for every contract message id the Spanish catalogue has (a field message never reads "Please check this field." in English only)', () => {
    const generic = translate('en', 'Invalid input');
    const missing = Object.keys(contractMessages.es).filter((id) => translate('en', id) === generic);
    expect(missing).toEqual([]);
  });

  it('falls back to a generic message for unknown ids (e.g. a zod default message)', () => {
    expect(translate('en', 'Invalid input')).toBe('Please check this field.');
    expect(translate('es', 'Invalid input')).toBe('Por favor, revise este campo.');
  });
});
