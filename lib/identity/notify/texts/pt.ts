import type { SecurityTexts } from './types';

export const pt: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'aplicativo autenticador', TELEGRAM: 'Telegram', EMAIL: 'e-mail' },
  greeting: (name) => `Olá, ${name},`,
  signature: 'Equipe Passport',
  code: {
    subject: 'Seu código de confirmação',
    purposes: {
      activate: 'para ativar a autenticação de dois fatores',
      deactivate: 'para desativar a autenticação de dois fatores',
      login: 'para entrar',
      reauth: 'para confirmar que é você',
    },
    body: (code, purpose) => `Seu código Passport ${purpose}: ${code}`,
    expiry: (minutes) => `Ele é válido por ${minutes} minutos. Nunca o compartilhe com ninguém.`,
    notYou: 'Se você não pediu este código, alguém pode saber sua senha: altere-a agora.',
  },
  chatId: (chatId) => `Seu Chat ID: ${chatId}\nDigite-o na página Segurança da sua conta Passport.`,
  notices: {
    enabledSubject: 'Autenticação de dois fatores ativada',
    enabled: (method) => `A autenticação de dois fatores por ${method} foi ativada na sua conta Passport.`,
    disabledSubject: 'Autenticação de dois fatores desativada',
    disabled: (method) =>
      `A autenticação de dois fatores por ${method} foi desativada na sua conta Passport.`,
    reset: 'A seu pedido, o suporte removeu o segundo fator da sua conta Passport.',
    passwordSubject: 'Sua senha foi alterada',
    password: 'A senha da sua conta Passport foi alterada.',
    factorActive: (method) =>
      `A autenticação de dois fatores por ${method} continua ativada na sua conta. Se não foi você quem a ativou, avise o suporte imediatamente.`,
    suspendedSubject: 'Sua conta Passport está suspensa',
    suspended:
      'Sua conta Passport foi suspensa: até que seja restabelecida, você não pode entrar no Passport nem nos produtos vinculados. Sua sessão foi encerrada em todos os lugares.',
    reinstatedSubject: 'Sua conta Passport está ativa novamente',
    reinstated: 'Sua conta Passport foi restabelecida: você pode entrar novamente.',
    contact: (support) => `Em caso de dúvidas, escreva para ${support}.`,
    notYou: (support) =>
      `Se não foi você, redefina sua senha imediatamente em "Esqueceu sua senha?" na página de login e escreva para ${support}.`,
    recoveryUsedSubject: 'Um código de recuperação foi usado',
    recoveryUsed: (remaining) =>
      `Um código de recuperação foi usado para entrar na sua conta Passport ou alterar o seu segundo fator. Códigos não usados restantes: ${remaining}.`,
    recoveryLow: 'Restam apenas 3 códigos de recuperação: gere novos na página Segurança.',
  },
};
