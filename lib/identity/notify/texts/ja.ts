import type { SecurityTexts } from './types';

export const ja: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: '認証アプリ', TELEGRAM: 'Telegram', EMAIL: 'メール' },
  greeting: (name) => `${name} 様`,
  signature: 'Passport チーム',
  code: {
    subject: '確認コード',
    purposes: {
      activate: '（2段階認証の有効化）',
      deactivate: '（2段階認証の無効化）',
      login: '（ログイン）',
      reauth: '（本人確認）',
    },
    body: (code, purpose) => `Passport の確認コード${purpose}：${code}`,
    expiry: (minutes) => `有効期間は ${minutes} 分です。決して誰にも教えないでください。`,
    notYou:
      'このコードに心当たりがない場合、誰かがパスワードを知っている可能性があります。今すぐ変更してください。',
  },
  chatId: (chatId) =>
    `あなたの Chat ID：${chatId}\nPassport アカウントの「セキュリティ」ページに入力してください。`,
  notices: {
    enabledSubject: '2段階認証が有効になりました',
    enabled: (method) => `Passport アカウントで${method}による2段階認証が有効になりました。`,
    disabledSubject: '2段階認証が無効になりました',
    disabled: (method) => `Passport アカウントで${method}による2段階認証が無効になりました。`,
    reset: 'ご依頼により、サポートが Passport アカウントの2段階目の認証を削除しました。',
    passwordSubject: 'パスワードが変更されました',
    password: 'Passport アカウントのパスワードが変更されました。',
    factorActive: (method) =>
      `アカウントでは${method}による2段階認証が引き続き有効です。ご自身で有効にしていない場合は、すぐにサポートにお知らせください。`,
    suspendedSubject: 'Passport アカウントが停止されました',
    suspended:
      'Passport アカウントが停止されました。再開されるまで、Passport および連携製品にログインできません。すべての場所でログアウトされました。',
    reinstatedSubject: 'Passport アカウントが再び有効になりました',
    reinstated: 'Passport アカウントが再開されました。再度ログインできます。',
    contact: (support) => `ご不明な点は ${support} までお問い合わせください。`,
    notYou: (support) =>
      `お心当たりがない場合は、ログインページの「パスワードをお忘れですか？」からすぐにパスワードを再設定し、${support} までご連絡ください。`,
    recoveryUsedSubject: 'リカバリーコードが使用されました',
    recoveryUsed: (remaining) =>
      `Passport アカウントへのサインイン、または二要素認証の変更にリカバリーコードが使用されました。未使用のコードの残り: ${remaining} 個。`,
    recoveryLow: 'リカバリーコードは残り 3 個です。セキュリティページで新しいコードを生成してください。',
  },
};
