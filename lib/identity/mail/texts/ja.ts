import type { MailTable } from './types';

export const ja: MailTable = {
  confirmEmail: {
    subject: 'メールアドレスのご確認',
    greeting: (name) => `${name}様`,
    intro:
      'ご登録いただきありがとうございます。アカウントを有効にするため、メールアドレスのご確認をお願いいたします。',
    action: 'メールアドレスを確認する',
    expiry: 'このリンクの有効期限は24時間です。',
    ignore: 'ご登録にお心当たりのない場合は、本メールを無視していただいて構いません。',
    signature: 'Passport チーム',
  },
  resetPassword: {
    subject: 'パスワード再設定のご案内',
    greeting: (name) => `${name}様`,
    intro: 'お客様のアカウントのパスワード再設定のリクエストを受け付けました。',
    action: '新しいパスワードを設定する',
    expiry: 'このリンクの有効期限は1時間で、ご利用いただけるのは1回限りです。',
    ignore: 'お心当たりのない場合は、本メールを無視していただいて構いません。パスワードは変更されません。',
    signature: 'Passport チーム',
  },
};
