import type { MailTable } from './types';

export const es: MailTable = {
  confirmEmail: {
    subject: 'Confirme su dirección de correo electrónico',
    greeting: (name) => `Hola, ${name}:`,
    intro:
      'Gracias por registrarse. Le rogamos que confirme su dirección de correo electrónico para activar su cuenta.',
    action: 'Confirmar correo electrónico',
    expiry: 'El enlace es válido durante 24 horas.',
    ignore: 'Si no se ha registrado, puede ignorar este mensaje.',
    signature: 'El equipo de Passport',
  },
  resetPassword: {
    subject: 'Restablezca su contraseña',
    greeting: (name) => `Hola, ${name}:`,
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta.',
    action: 'Elegir una nueva contraseña',
    expiry: 'El enlace es válido durante 1 hora y solo puede utilizarse una vez.',
    ignore: 'Si no ha solicitado este cambio, puede ignorar este mensaje; su contraseña no se modificará.',
    signature: 'El equipo de Passport',
  },
};
