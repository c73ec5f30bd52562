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
  unlockLogin: {
    subject: '解锁登录',
    greeting: (name) => `${name}，您好：`,
    intro:
      '由于多次输入错误密码，您账户的登录已被暂时锁定，并且有人请求了登录途径。请在您用于登录的浏览器中打开此链接：之后即使账户仍处于锁定状态，该浏览器也可以用您的密码登录。',
    action: '解锁此浏览器',
    expiry: '该链接 15 分钟内有效，且只能使用一次。',
    ignore: '如果这不是您发起的请求，请忽略此邮件：可能有人在尝试猜测您的密码，建议您修改密码。',
    signature: 'Passport 团队',
  },
};
