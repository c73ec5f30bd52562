import type { SecurityTexts } from './types';

export const zh: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: '身份验证器应用', TELEGRAM: 'Telegram', EMAIL: '电子邮件' },
  greeting: (name) => `${name}，您好：`,
  signature: '您的 Passport 团队',
  code: {
    subject: '您的确认码',
    purposes: {
      activate: '（用于开启双重身份验证）',
      deactivate: '（用于关闭双重身份验证）',
      login: '（用于登录）',
      reauth: '（用于确认是您本人）',
    },
    body: (code, purpose) => `您的 Passport 验证码${purpose}：${code}`,
    expiry: (minutes) => `有效期为 ${minutes} 分钟。切勿告诉任何人。`,
    notYou: '如果您没有申请此验证码，可能有人知道您的密码：请立即修改密码。',
  },
  chatId: (chatId) => `您的 Chat ID：${chatId}\n请在 Passport 账户的“安全”页面中输入。`,
  notices: {
    enabledSubject: '双重身份验证已开启',
    enabled: (method) => `您的 Passport 账户已开启通过${method}进行的双重身份验证。`,
    disabledSubject: '双重身份验证已关闭',
    disabled: (method) => `您的 Passport 账户已关闭通过${method}进行的双重身份验证。`,
    reset: '应您的请求，客服已移除您 Passport 账户的第二重验证。',
    passwordSubject: '您的密码已更改',
    password: '您的 Passport 账户密码已更改。',
    factorActive: (method) =>
      `您的账户仍开启着通过${method}进行的双重身份验证。如果不是您本人开启的，请立即告知客服。`,
    suspendedSubject: '您的 Passport 账户已被停用',
    suspended:
      '您的 Passport 账户已被停用：在恢复之前，您无法登录 Passport 或关联产品。您已在所有设备上退出登录。',
    reinstatedSubject: '您的 Passport 账户已恢复使用',
    reinstated: '您的 Passport 账户已恢复：您可以重新登录。',
    contact: (support) => `如有疑问，请写信至 ${support}。`,
    notYou: (support) =>
      `如果这不是您本人操作，请立即在登录页面通过“忘记密码？”重置密码，并发送邮件至 ${support}。`,
    recoveryUsedSubject: '已使用一个恢复码',
    recoveryUsed: (remaining) =>
      `有人使用恢复码登录了您的 Passport 账户或更改了其第二因素。剩余未使用的恢复码：${remaining} 个。`,
    recoveryLow: '只剩 3 个恢复码：请在“安全”页面生成新的恢复码。',
  },
};
