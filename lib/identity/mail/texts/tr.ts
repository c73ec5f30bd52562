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
  unlockLogin: {
    subject: 'Girişin kilidini açın',
    greeting: (name) => `Merhaba ${name},`,
    intro:
      'Çok sayıda yanlış şifre, hesabınıza girişi bir süreliğine kilitledi ve birisi giriş için bir yol istedi. Bu bağlantıyı giriş yaptığınız tarayıcıda açın: o tarayıcı, hesap kilitliyken bile şifrenizle giriş yapabilir.',
    action: 'Bu tarayıcının kilidini aç',
    expiry: 'Bağlantı 15 dakika geçerlidir ve bir kez kullanılabilir.',
    ignore:
      'Bunu siz istemediyseniz bu mesajı yok sayın: birisi şifrenizi tahmin etmeye çalışıyor olabilir, değiştirmeyi düşünün.',
    signature: 'Passport Ekibi',
  },
};
