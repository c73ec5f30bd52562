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
  unlockLogin: {
    subject: 'Desbloquear o acesso',
    greeting: (name) => `Olá, ${name}!`,
    intro:
      'Muitas senhas erradas bloquearam por um tempo o acesso à sua conta, e alguém pediu uma forma de entrar. Abra este link no navegador que você usa para entrar: esse navegador poderá entrar com a sua senha mesmo enquanto a conta estiver bloqueada.',
    action: 'Desbloquear este navegador',
    expiry: 'O link é válido por 15 minutos e pode ser usado uma vez.',
    ignore:
      'Se não foi você quem pediu, ignore esta mensagem: alguém pode estar tentando adivinhar a sua senha, então considere trocá-la.',
    signature: 'Equipe Passport',
  },
};
