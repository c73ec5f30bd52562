import type { MailTable } from './types';

export const tr: MailTable = {
  confirmEmail: {
    subject: 'E-posta adresinizi onaylayın',
    greeting: (name) => `Merhaba ${name},`,
    intro:
      'Kaydolduğunuz için teşekkür ederiz. Hesabınızı etkinleştirmek için lütfen e-posta adresinizi onaylayın.',
    action: 'E-posta adresini onayla',
    expiry: 'Bağlantı 24 saat geçerlidir.',
    ignore: 'Kaydolmadıysanız bu mesajı dikkate almayabilirsiniz.',
    signature: 'Passport Ekibi',
  },
  resetPassword: {
    subject: 'Şifrenizi sıfırlayın',
    greeting: (name) => `Merhaba ${name},`,
    intro: 'Hesabınızın şifresini sıfırlamak için bir talep aldık.',
    action: 'Yeni şifre belirle',
    expiry: 'Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    ignore: 'Bu talebi siz oluşturmadıysanız bu mesajı dikkate almayabilirsiniz; şifreniz değişmeden kalır.',
    signature: 'Passport Ekibi',
  },
};
