import type { SecurityTexts } from './types';

export const ru: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'приложение-аутентификатор', TELEGRAM: 'Telegram', EMAIL: 'e-mail' },
  greeting: (name) => `Здравствуйте, ${name}!`,
  signature: 'Ваша команда Passport',
  code: {
    subject: 'Ваш код подтверждения',
    purposes: {
      activate: 'для включения двухфакторной аутентификации',
      deactivate: 'для отключения двухфакторной аутентификации',
      login: 'для входа',
      reauth: 'для подтверждения, что это вы',
    },
    body: (code, purpose) => `Ваш код Passport ${purpose}: ${code}`,
    expiry: (minutes) => `Он действует ${minutes} минут. Никому его не сообщайте.`,
    notYou: 'Если вы не запрашивали этот код, возможно, кто-то знает ваш пароль: смените его сейчас.',
  },
  chatId: (chatId) =>
    `Ваш Chat ID: ${chatId}\nВведите его на странице «Безопасность» вашего аккаунта Passport.`,
  notices: {
    enabledSubject: 'Двухфакторная аутентификация включена',
    enabled: (method) =>
      `Для вашего аккаунта Passport включена двухфакторная аутентификация через ${method}.`,
    disabledSubject: 'Двухфакторная аутентификация отключена',
    disabled: (method) =>
      `Для вашего аккаунта Passport отключена двухфакторная аутентификация через ${method}.`,
    reset: 'По вашей просьбе служба поддержки удалила второй фактор вашего аккаунта Passport.',
    passwordSubject: 'Ваш пароль изменён',
    password: 'Пароль вашего аккаунта Passport был изменён.',
    factorActive: (method) =>
      `Двухфакторная аутентификация через ${method} остаётся включённой для вашего аккаунта. Если вы не включали её сами, сразу сообщите в поддержку.`,
    suspendedSubject: 'Ваш аккаунт Passport заблокирован',
    suspended:
      'Ваш аккаунт Passport заблокирован: пока его не разблокируют, вы не сможете войти ни в Passport, ни в связанные продукты. Вы вышли из аккаунта на всех устройствах.',
    reinstatedSubject: 'Ваш аккаунт Passport снова активен',
    reinstated: 'Ваш аккаунт Passport разблокирован: вы снова можете войти.',
    contact: (support) => `Если у вас есть вопросы, напишите на ${support}.`,
    notYou: (support) =>
      `Если это были не вы, немедленно сбросьте пароль через «Забыли пароль?» на странице входа и напишите на ${support}.`,
  },
};
