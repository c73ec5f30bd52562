import type { MailTable } from './types';

export const zh: MailTable = {
  confirmEmail: {
    subject: '请验证您的电子邮箱地址',
    greeting: (name) => `${name}，您好：`,
    intro: '感谢您的注册。请验证您的电子邮箱地址以激活账户。',
    action: '验证电子邮箱',
    expiry: '此链接在 24 小时内有效。',
    ignore: '如果您并未注册，可以忽略此邮件。',
    signature: 'Passport 团队',
  },
  resetPassword: {
    subject: '重置您的密码',
    greeting: (name) => `${name}，您好：`,
    intro: '我们收到了重置您账户密码的请求。',
    action: '设置新密码',
    expiry: '此链接在 1 小时内有效，且仅可使用一次。',
    ignore: '如果您并未提出此请求，可以忽略此邮件，您的密码将保持不变。',
    signature: 'Passport 团队',
  },
};
