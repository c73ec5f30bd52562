import type { SecurityTexts } from './types';

export const es: SecurityTexts = {
  methods: {
    GOOGLE_AUTHENTICATOR: 'aplicación de autenticación',
    TELEGRAM: 'Telegram',
    EMAIL: 'correo electrónico',
  },
  greeting: (name) => `Hola, ${name}:`,
  signature: 'El equipo de Passport',
  code: {
    subject: 'Tu código de confirmación',
    purposes: {
      activate: 'para activar la autenticación en dos pasos',
      deactivate: 'para desactivar la autenticación en dos pasos',
      login: 'para iniciar sesión',
      reauth: 'para confirmar que eres tú',
    },
    body: (code, purpose) => `Tu código de Passport ${purpose}: ${code}`,
    expiry: (minutes) => `Es válido durante ${minutes} minutos. No lo compartas nunca con nadie.`,
    notYou: 'Si no has pedido este código, puede que alguien conozca tu contraseña: cámbiala ahora.',
  },
  chatId: (chatId) => `Tu Chat ID: ${chatId}\nIntrodúcelo en la página Seguridad de tu cuenta de Passport.`,
  notices: {
    enabledSubject: 'Autenticación en dos pasos activada',
    enabled: (method) =>
      `Se ha activado la autenticación en dos pasos por ${method} en tu cuenta de Passport.`,
    disabledSubject: 'Autenticación en dos pasos desactivada',
    disabled: (method) =>
      `Se ha desactivado la autenticación en dos pasos por ${method} en tu cuenta de Passport.`,
    reset: 'A petición tuya, el equipo de soporte ha eliminado el segundo factor de tu cuenta de Passport.',
    passwordSubject: 'Se ha cambiado tu contraseña',
    password: 'Se ha cambiado la contraseña de tu cuenta de Passport.',
    factorActive: (method) =>
      `La autenticación en dos pasos por ${method} sigue activada en tu cuenta. Si no la activaste tú, avisa enseguida al equipo de soporte.`,
    suspendedSubject: 'Tu cuenta de Passport está suspendida',
    suspended:
      'Tu cuenta de Passport ha sido suspendida: hasta que se restablezca no podrás iniciar sesión en Passport ni en los productos vinculados. Se ha cerrado tu sesión en todas partes.',
    reinstatedSubject: 'Tu cuenta de Passport vuelve a estar activa',
    reinstated: 'Tu cuenta de Passport ha sido restablecida: ya puedes volver a iniciar sesión.',
    contact: (support) => `Si tienes preguntas, escribe a ${support}.`,
    notYou: (support) =>
      `Si no has sido tú, restablece tu contraseña enseguida con «¿Has olvidado tu contraseña?» en la página de inicio de sesión y escribe a ${support}.`,
    recoveryUsedSubject: 'Se usó un código de recuperación',
    recoveryUsed: (remaining) =>
      `Se usó un código de recuperación para iniciar sesión en su cuenta de Passport o cambiar su segundo factor. Códigos sin usar: ${remaining}.`,
    recoveryLow: 'Solo quedan 3 códigos de recuperación: genere otros nuevos en la página Seguridad.',
  },
};
