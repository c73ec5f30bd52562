import { supportedLocale, type Locale } from '../../i18n/locales';

/** The mail sent when the owner deletes their account: when it will be erased, and the way back. */
export type DeletionTexts = {
  subject: string;
  intro: (date: string) => string;
  /** The cancel link's label. */
  action: string;
  explain: string;
};

const DELETION_TEXTS: Record<Locale, DeletionTexts> = {
  en: {
    subject: 'Your Passport account will be deleted',
    intro: (d) => `Your Passport account is signed out everywhere and will be erased on ${d}.`,
    action: 'Keep my account',
    explain:
      'If you did not mean this, open the link before then: it restores the account, and you then sign in or reset your password.',
  },
  ru: {
    subject: 'Ваш аккаунт Passport будет удалён',
    intro: (d) => `Ваш аккаунт Passport вышел со всех устройств и будет удалён ${d}.`,
    action: 'Сохранить аккаунт',
    explain:
      'Если вы этого не хотели, откройте ссылку до этой даты: она восстановит аккаунт, после чего войдите или сбросьте пароль.',
  },
  de: {
    subject: 'Ihr Passport-Konto wird gelöscht',
    intro: (d) => `Ihr Passport-Konto ist überall abgemeldet und wird am ${d} gelöscht.`,
    action: 'Konto behalten',
    explain:
      'Wenn Sie das nicht wollten, öffnen Sie den Link vorher: Er stellt das Konto wieder her; danach melden Sie sich an oder setzen Ihr Passwort zurück.',
  },
  fr: {
    subject: 'Votre compte Passport va être supprimé',
    intro: (d) => `Votre compte Passport est déconnecté partout et sera effacé le ${d}.`,
    action: 'Garder mon compte',
    explain:
      'Si ce n’était pas voulu, ouvrez le lien avant cette date : il rétablit le compte, puis connectez-vous ou réinitialisez votre mot de passe.',
  },
  es: {
    subject: 'Tu cuenta de Passport será eliminada',
    intro: (d) => `Tu cuenta de Passport se ha cerrado en todos los dispositivos y se borrará el ${d}.`,
    action: 'Conservar mi cuenta',
    explain:
      'Si no era tu intención, abre el enlace antes de esa fecha: restaura la cuenta y después inicias sesión o restableces la contraseña.',
  },
  it: {
    subject: 'Il tuo account Passport sarà eliminato',
    intro: (d) => `Il tuo account Passport è disconnesso ovunque e sarà cancellato il ${d}.`,
    action: 'Mantieni il mio account',
    explain:
      'Se non volevi farlo, apri il link prima di allora: ripristina l’account, poi accedi o reimposta la password.',
  },
  pt: {
    subject: 'Sua conta Passport será excluída',
    intro: (d) => `Sua conta Passport foi desconectada em todos os dispositivos e será apagada em ${d}.`,
    action: 'Manter minha conta',
    explain:
      'Se não era sua intenção, abra o link antes disso: ele restaura a conta, e depois você entra ou redefine a senha.',
  },
  cs: {
    subject: 'Váš účet Passport bude smazán',
    intro: (d) => `Váš účet Passport je všude odhlášen a bude vymazán ${d}.`,
    action: 'Ponechat si účet',
    explain:
      'Pokud jste to nechtěli, otevřete odkaz do té doby: obnoví účet a pak se přihlásíte nebo obnovíte heslo.',
  },
  tr: {
    subject: 'Passport hesabınız silinecek',
    intro: (d) => `Passport hesabınızın tüm oturumları kapatıldı ve hesap ${d} tarihinde silinecek.`,
    action: 'Hesabımı koru',
    explain:
      'Bunu istemediyseniz bağlantıyı o tarihten önce açın: hesabı geri yükler, ardından giriş yapar veya şifrenizi sıfırlarsınız.',
  },
  ar: {
    subject: 'سيُحذف حسابك في Passport',
    intro: (d) => `تم تسجيل خروج حسابك في Passport من كل الأجهزة وسيُمحى في ${d}.`,
    action: 'الاحتفاظ بحسابي',
    explain:
      'إن لم تقصد ذلك، افتح الرابط قبل هذا التاريخ: فهو يستعيد الحساب، ثم تسجّل الدخول أو تعيد تعيين كلمة المرور.',
  },
  zh: {
    subject: '您的 Passport 账户将被删除',
    intro: (d) => `您的 Passport 账户已在所有设备上退出，并将于 ${d} 被清除。`,
    action: '保留我的账户',
    explain: '如果这不是您的本意，请在此之前打开链接：它会恢复账户，之后您可以登录或重置密码。',
  },
  ja: {
    subject: 'Passport アカウントが削除されます',
    intro: (d) => `Passport アカウントはすべての端末でサインアウトされ、${d} に消去されます。`,
    action: 'アカウントを残す',
    explain:
      '意図していない場合は、それまでにリンクを開いてください。アカウントが復元され、その後サインインまたはパスワードの再設定ができます。',
  },
  ko: {
    subject: 'Passport 계정이 삭제됩니다',
    intro: (d) => `Passport 계정이 모든 기기에서 로그아웃되었으며 ${d}에 삭제됩니다.`,
    action: '계정 유지하기',
    explain:
      '원하지 않았다면 그 전에 링크를 여세요. 계정이 복원되며, 이후 로그인하거나 비밀번호를 재설정하면 됩니다.',
  },
  hi: {
    subject: 'आपका Passport खाता हटा दिया जाएगा',
    intro: (d) => `आपका Passport खाता हर जगह से साइन आउट हो गया है और ${d} को मिटा दिया जाएगा।`,
    action: 'मेरा खाता रखें',
    explain:
      'यदि आप ऐसा नहीं चाहते थे, तो उससे पहले लिंक खोलें: यह खाता बहाल करता है, फिर आप साइन इन करें या पासवर्ड रीसेट करें।',
  },
  bn: {
    subject: 'আপনার Passport অ্যাকাউন্ট মুছে ফেলা হবে',
    intro: (d) => `আপনার Passport অ্যাকাউন্ট সব ডিভাইস থেকে সাইন আউট হয়েছে এবং ${d} তারিখে মুছে ফেলা হবে।`,
    action: 'আমার অ্যাকাউন্ট রাখুন',
    explain:
      'আপনি এটি না চাইলে তার আগে লিংকটি খুলুন: এটি অ্যাকাউন্ট ফিরিয়ে আনে, তারপর সাইন ইন করুন বা পাসওয়ার্ড রিসেট করুন।',
  },
  id: {
    subject: 'Akun Passport Anda akan dihapus',
    intro: (d) => `Akun Passport Anda telah keluar dari semua perangkat dan akan dihapus pada ${d}.`,
    action: 'Pertahankan akun saya',
    explain:
      'Jika ini bukan keinginan Anda, buka tautan sebelum tanggal itu: akun dipulihkan, lalu Anda masuk atau mengatur ulang kata sandi.',
  },
  ms: {
    subject: 'Akaun Passport anda akan dipadam',
    intro: (d) => `Akaun Passport anda telah dilog keluar di semua peranti dan akan dipadam pada ${d}.`,
    action: 'Kekalkan akaun saya',
    explain:
      'Jika anda tidak berniat begitu, buka pautan sebelum tarikh itu: ia memulihkan akaun, kemudian anda log masuk atau tetapkan semula kata laluan.',
  },
  th: {
    subject: 'บัญชี Passport ของคุณจะถูกลบ',
    intro: (d) => `บัญชี Passport ของคุณออกจากระบบทุกอุปกรณ์แล้ว และจะถูกลบในวันที่ ${d}`,
    action: 'เก็บบัญชีของฉันไว้',
    explain: 'หากคุณไม่ได้ตั้งใจ ให้เปิดลิงก์ก่อนวันนั้น ลิงก์จะกู้คืนบัญชี จากนั้นคุณลงชื่อเข้าใช้หรือรีเซ็ตรหัสผ่าน',
  },
  vi: {
    subject: 'Tài khoản Passport của bạn sẽ bị xóa',
    intro: (d) => `Tài khoản Passport của bạn đã đăng xuất khỏi mọi thiết bị và sẽ bị xóa vào ${d}.`,
    action: 'Giữ tài khoản của tôi',
    explain:
      'Nếu bạn không có ý định này, hãy mở liên kết trước ngày đó: liên kết khôi phục tài khoản, sau đó bạn đăng nhập hoặc đặt lại mật khẩu.',
  },
  kk: {
    subject: 'Passport тіркелгіңіз жойылады',
    intro: (d) => `Passport тіркелгіңіз барлық құрылғылардан шығарылды және ${d} өшіріледі.`,
    action: 'Тіркелгімді сақтау',
    explain:
      'Егер мұны қаламасаңыз, сол күнге дейін сілтемені ашыңыз: ол тіркелгіні қалпына келтіреді, содан кейін кіресіз немесе құпиясөзді қалпына келтіресіз.',
  },
  mn: {
    subject: 'Таны Passport бүртгэл устгагдана',
    intro: (d) => `Таны Passport бүртгэл бүх төхөөрөмжөөс гарсан бөгөөд ${d}-нд бүрмөсөн устгагдана.`,
    action: 'Бүртгэлээ хадгалах',
    explain:
      'Хэрэв та ийм зүйл хүсээгүй бол тэр өдрөөс өмнө холбоосыг нээнэ үү: бүртгэлийг сэргээж, дараа нь нэвтэрч эсвэл нууц үгээ шинэчилнэ.',
  },
};

export function deletionTexts(locale: string): DeletionTexts {
  return DELETION_TEXTS[supportedLocale(locale)];
}
