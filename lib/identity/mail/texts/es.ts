import type { MailTable } from './types';

// "tú", as the Spanish interface speaks.
export const es: MailTable = {
  confirmEmail: {
    subject: 'Confirma tu dirección de correo electrónico',
    greeting: (name) => `Hola, ${name}:`,
    intro: 'Gracias por registrarte. Confirma tu dirección de correo electrónico para activar tu cuenta.',
    action: 'Confirmar correo electrónico',
    expiry: 'El enlace es válido durante 24 horas.',
    ignore: 'Si no te has registrado, puedes ignorar este mensaje.',
    signature: 'El equipo de Passport',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña',
    greeting: (name) => `Hola, ${name}:`,
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
    action: 'Elegir una nueva contraseña',
    expiry: 'El enlace es válido durante 1 hora y solo puede utilizarse una vez.',
    ignore: 'Si no has solicitado este cambio, puedes ignorar este mensaje; tu contraseña no se modificará.',
    signature: 'El equipo de Passport',
  },
  unlockLogin: {
    subject: 'Desbloquear el inicio de sesión',
    greeting: (name) => `Hola, ${name}:`,
    intro:
      'Demasiadas contraseñas incorrectas han bloqueado por un tiempo el inicio de sesión en tu cuenta, y alguien ha pedido una forma de entrar. Abre este enlace en el navegador con el que inicias sesión: ese navegador podrá entrar con tu contraseña aunque la cuenta siga bloqueada.',
    action: 'Desbloquear este navegador',
    expiry: 'El enlace es válido durante 15 minutos y se puede usar una sola vez.',
    ignore:
      'Si no lo has pedido tú, ignora este mensaje: puede que alguien esté intentando adivinar tu contraseña, así que plantéate cambiarla.',
    signature: 'El equipo de Passport',
  },
};
