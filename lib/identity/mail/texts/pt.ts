import type { MailTable } from './types';

export const pt: MailTable = {
  confirmEmail: {
    subject: 'Confirme seu endereço de e-mail',
    greeting: (name) => `Olá, ${name}!`,
    intro: 'Agradecemos seu cadastro. Por favor, confirme seu endereço de e-mail para ativar sua conta.',
    action: 'Confirmar e-mail',
    expiry: 'O link é válido por 24 horas.',
    ignore: 'Se você não se cadastrou, pode ignorar esta mensagem.',
    signature: 'Equipe Passport',
  },
  resetPassword: {
    subject: 'Redefinição de senha',
    greeting: (name) => `Olá, ${name}!`,
    intro: 'Recebemos uma solicitação para redefinir a senha da sua conta.',
    action: 'Escolher uma nova senha',
    expiry: 'O link é válido por 1 hora e pode ser usado apenas uma vez.',
    ignore: 'Se você não fez essa solicitação, pode ignorar esta mensagem; sua senha permanecerá a mesma.',
    signature: 'Equipe Passport',
  },
};
