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
    'api.auth.passwordChanged': 'Your password has been changed. You are signed out everywhere else.',
    'api.auth.twoFactorRequired': 'Enter the 6-digit code from your authenticator app.',
    'api.auth.twoFactorExpired': 'Your sign-in took too long. Please log in again.',
    'api.auth.twoFactorEnrolmentRequired': 'Please set up two-step sign-in before you use the admin pages.',
    'api.twoFactor.alreadyEnabled': 'Two-step sign-in is already on. Turn it off first to set it up again.',
    'api.twoFactor.notEnabled': 'Two-step sign-in is not on for your account.',
    'api.busy': 'The site is busy right now. Please try again in a moment.',
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
    'api.auth.passwordChanged': 'Su contraseña se cambió. Se cerró su sesión en todos los demás lugares.',
    'api.auth.twoFactorRequired': 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
    'api.auth.twoFactorExpired': 'Su inicio de sesión tardó demasiado. Por favor, inicie sesión de nuevo.',
    'api.auth.twoFactorEnrolmentRequired': 'Por favor, active el inicio de sesión en dos pasos antes de usar las páginas de administración.',
    'api.twoFactor.alreadyEnabled': 'El inicio de sesión en dos pasos ya está activado. Desactívelo primero para configurarlo de nuevo.',
    'api.twoFactor.notEnabled': 'El inicio de sesión en dos pasos no está activado en su cuenta.',
    'api.busy': 'El sitio está muy ocupado ahora. Por favor, inténtelo de nuevo en un momento.',
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
