import type { Locale } from '@reentry/contracts/locale';

/**
 * The API's own user-facing messages (4xx answers and success messages the spec quotes), in English and
 * Spanish. Validation messages come from the contracts (their ids and Spanish catalogue), not from here.
 */
export const apiMessages = {
  en: {
    'api.auth.invalidCredentials': 'Invalid username or password. Please try again.',
    'api.auth.usernameTaken': 'That username is taken. Please choose another.',
    'api.auth.loginRequired': 'Please log in.',
    'api.auth.resetEmailSent': "If an account exists with that email, we've sent instructions to reset your password.",
    'api.auth.passwordResetDone': 'Your password has been changed. Please log in with your new password.',
    'api.rateLimited': 'Too many attempts. Please wait a few minutes and try again.',
    'api.validation.checkField': 'Please check this field.',
    'api.learning.moduleLocked': 'This module is locked. Please complete the module before it first.',
    'api.donations.notConfigured': 'Online giving is not set up yet. Please contact us to give.',
    'api.donations.providerError': 'We could not start the payment. Please try again.',
    'api.donations.providerUnavailable': 'Our payment service is not available right now. Please try again in a few minutes.',
    'api.donations.notFound': 'This payment could not be found.',
    'api.donations.invalidSignature': 'The webhook signature is missing, wrong or too old.',
    'api.auth.forbidden': 'You do not have permission to do this.',
    'api.idempotency.keyReused': 'This request was already sent with different details. Please reload the page and try again.',
    'api.idempotency.badKey': 'The Idempotency-Key header must be 1 to 200 letters, digits, dashes, dots, colons or underscores.',
    'api.assistance.notFound': 'We could not find that application.',
  },
  es: {
    'api.auth.invalidCredentials': 'Nombre de usuario o contraseña no válidos. Por favor, inténtelo de nuevo.',
    'api.auth.usernameTaken': 'Ese nombre de usuario ya está en uso. Por favor, elija otro.',
    'api.auth.loginRequired': 'Por favor, inicie sesión.',
    'api.auth.resetEmailSent':
      'Si existe una cuenta con ese correo electrónico, le enviamos instrucciones para restablecer su contraseña.',
    'api.auth.passwordResetDone': 'Su contraseña se cambió. Por favor, inicie sesión con su nueva contraseña.',
    'api.rateLimited': 'Demasiados intentos. Por favor, espere unos minutos e inténtelo de nuevo.',
    'api.validation.checkField': 'Por favor, revise este campo.',
    'api.learning.moduleLocked': 'Este módulo está bloqueado. Por favor, primero complete el módulo anterior.',
    'api.donations.notConfigured': 'Las donaciones en línea todavía no están listas. Por favor, contáctenos para donar.',
    'api.donations.providerError': 'No pudimos iniciar el pago. Por favor, inténtelo de nuevo.',
    'api.donations.providerUnavailable': 'Nuestro servicio de pagos no está disponible ahora. Por favor, inténtelo de nuevo en unos minutos.',
    'api.donations.notFound': 'No encontramos este pago.',
    'api.donations.invalidSignature': 'La firma del webhook falta, no es válida o es demasiado antigua.',
    'api.auth.forbidden': 'No tiene permiso para hacer esto.',
    'api.idempotency.keyReused': 'Esta solicitud ya se envió con otros datos. Por favor, vuelva a cargar la página e inténtelo de nuevo.',
    'api.idempotency.badKey': 'El encabezado Idempotency-Key debe tener de 1 a 200 letras, dígitos, guiones, puntos, dos puntos o guiones bajos.',
    'api.assistance.notFound': 'No encontramos esa solicitud.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ApiMessageId = keyof (typeof apiMessages)['en'];
