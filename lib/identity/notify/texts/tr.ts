import type { SecurityTexts } from './types';

export const tr: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'kimlik doğrulama uygulaması', TELEGRAM: 'Telegram', EMAIL: 'e-posta' },
  greeting: (name) => `Merhaba ${name},`,
  signature: 'Passport ekibiniz',
  code: {
    subject: 'Onay kodunuz',
    purposes: {
      activate: 'iki faktörlü kimlik doğrulamayı açmak için',
      deactivate: 'iki faktörlü kimlik doğrulamayı kapatmak için',
      login: 'giriş yapmak için',
      reauth: 'siz olduğunuzu doğrulamak için',
    },
    body: (code, purpose) => `Passport kodunuz (${purpose}): ${code}`,
    expiry: (minutes) => `${minutes} dakika geçerlidir. Kimseyle paylaşmayın.`,
    notYou: 'Bu kodu siz istemediyseniz biri şifrenizi biliyor olabilir: şifrenizi hemen değiştirin.',
  },
  chatId: (chatId) => `Chat ID'niz: ${chatId}\nBunu Passport hesabınızın Güvenlik sayfasına girin.`,
  notices: {
    enabledSubject: 'İki faktörlü kimlik doğrulama açıldı',
    enabled: (method) => `Passport hesabınız için ${method} ile iki faktörlü kimlik doğrulama açıldı.`,
    disabledSubject: 'İki faktörlü kimlik doğrulama kapatıldı',
    disabled: (method) => `Passport hesabınız için ${method} ile iki faktörlü kimlik doğrulama kapatıldı.`,
    reset: 'İsteğiniz üzerine destek ekibi Passport hesabınızın ikinci faktörünü kaldırdı.',
    passwordSubject: 'Şifreniz değiştirildi',
    password: 'Passport hesabınızın şifresi değiştirildi.',
    factorActive: (method) =>
      `Hesabınızda ${method} ile iki faktörlü kimlik doğrulama açık kalıyor. Bunu siz açmadıysanız hemen destek ekibine bildirin.`,
    suspendedSubject: 'Passport hesabınız askıya alındı',
    suspended:
      "Passport hesabınız askıya alındı: yeniden etkinleştirilene kadar Passport'a ve bağlı ürünlere giriş yapamazsınız. Tüm cihazlarda oturumunuz kapatıldı.",
    reinstatedSubject: 'Passport hesabınız yeniden etkin',
    reinstated: 'Passport hesabınız yeniden etkinleştirildi: tekrar giriş yapabilirsiniz.',
    contact: (support) => `Sorularınız için ${support} adresine yazın.`,
    notYou: (support) =>
      `Bunu siz yapmadıysanız giriş sayfasındaki "Şifrenizi mi unuttunuz?" ile şifrenizi hemen sıfırlayın ve ${support} adresine yazın.`,
    recoveryUsedSubject: 'Bir kurtarma kodu kullanıldı',
    recoveryUsed: (remaining) =>
      `Passport hesabınıza giriş yapmak veya ikinci faktörünü değiştirmek için bir kurtarma kodu kullanıldı. Kullanılmamış kod sayısı: ${remaining}.`,
    recoveryLow: 'Yalnızca 3 kurtarma kodu kaldı: Güvenlik sayfasından yenilerini oluşturun.',
  },
};
