/** What the account pages say, per language, as a visitor sees it. */
export const accountTexts = {
  en: {
    username: 'Username', name: 'Name', email: 'Email', password: 'Password', confirm: 'Confirm password',
    newPassword: 'New password', confirmNew: 'Confirm new password',
    signUp: 'Sign Up', logIn: 'Log In', logOut: 'Log out', loginLink: 'Login', sendLink: 'Send reset link', reset: 'Reset Password',
    signedInAs: (name: string) => `Signed in as ${name}`,
    accountCreated: 'Account created', loggedOut: 'Logged out', loginOk: 'Login successful', loginFailed: 'Login failed',
    loginFailedBody: 'Invalid username or password. Please try again.',
    resetSent: 'Reset email sent!', resetDone: 'Password reset!', invalidLink: 'Reset Link Invalid',
    validation: {
      usernameRequired: 'Username is required', passwordRequired: 'Password is required',
      usernameMin: 'Username must be at least 3 characters', nameMin: 'Name must be at least 2 characters',
      emailInvalid: 'Invalid email address', signupPasswordMin: 'Password must be at least 6 characters',
      mismatch: 'Passwords do not match', forgotEmail: 'Please enter a valid email address',
      resetMin: 'Password must be at least 8 characters', tooLong: 'Password is too long',
      linkInvalid: 'Invalid or expired password reset link',
    },
  },
  es: {
    username: 'Nombre de usuario', name: 'Nombre', email: 'Correo electrónico', password: 'Contraseña', confirm: 'Confirme la contraseña',
    newPassword: 'Contraseña nueva', confirmNew: 'Confirme la contraseña nueva',
    signUp: 'Registrarse', logIn: 'Iniciar sesión', logOut: 'Cerrar sesión', loginLink: 'Iniciar sesión', sendLink: 'Enviar el enlace', reset: 'Restablecer la contraseña',
    signedInAs: (name: string) => `Sesión iniciada como ${name}`,
    accountCreated: 'Cuenta creada', loggedOut: 'Sesión cerrada', loginOk: 'Sesión iniciada', loginFailed: 'No se pudo iniciar sesión',
    loginFailedBody: 'Nombre de usuario o contraseña incorrectos. Por favor, inténtelo de nuevo.',
    resetSent: '¡Correo enviado!', resetDone: '¡Contraseña restablecida!', invalidLink: 'Enlace no válido',
    validation: {
      usernameRequired: 'El nombre de usuario es obligatorio', passwordRequired: 'La contraseña es obligatoria',
      usernameMin: 'El nombre de usuario debe tener al menos 3 caracteres', nameMin: 'El nombre debe tener al menos 2 caracteres',
      emailInvalid: 'Dirección de correo electrónico no válida', signupPasswordMin: 'La contraseña debe tener al menos 6 caracteres',
      mismatch: 'Las contraseñas no coinciden', forgotEmail: 'Por favor, ingrese un correo electrónico válido',
      resetMin: 'La contraseña debe tener al menos 8 caracteres', tooLong: 'La contraseña es demasiado larga',
      linkInvalid: 'Enlace para restablecer la contraseña no válido o vencido',
    },
  },
} as const;

export type Language = keyof typeof accountTexts;
