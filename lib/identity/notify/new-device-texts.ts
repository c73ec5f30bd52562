import { supportedLocale, type Locale } from '../../i18n/locales';

/** A new-device alert's words (security centre): what signed in, and the "Not me" way out. */
export type NewDeviceTexts = {
  subject: string;
  intro: (browser: string, system: string, time: string) => string;
  /** The link's label. */
  action: string;
  /** What the link does, and that it never asks for a secret (alerts that do are phishing). */
  explain: string;
  ifYou: string;
  unknown: string;
};

const NEW_DEVICE_TEXTS: Record<Locale, NewDeviceTexts> = {
  en: {
    subject: 'New sign-in to your Passport account',
    intro: (b, s, t) => `Your Passport account was signed in from a new device: ${b} on ${s}, ${t}.`,
    action: 'Not me: secure my account',
    explain:
      'If this was not you, open the link: it signs every device out and asks for a new password at the next sign-in. It never asks for your password or a code.',
    ifYou: 'If this was you, there is nothing to do.',
    unknown: 'unknown',
  },
  ru: {
    subject: 'Новый вход в ваш аккаунт Passport',
    intro: (b, s, t) => `В ваш аккаунт Passport выполнен вход с нового устройства: ${b}, ${s}, ${t}.`,
    action: 'Это не я: защитить аккаунт',
    explain:
      'Если это были не вы, откройте ссылку: она завершит сеансы на всех устройствах и при следующем входе попросит задать новый пароль. Она никогда не спрашивает пароль или код.',
    ifYou: 'Если это были вы, ничего делать не нужно.',
    unknown: 'неизвестно',
  },
  de: {
    subject: 'Neue Anmeldung bei Ihrem Passport-Konto',
    intro: (b, s, t) => `Ihr Passport-Konto wurde von einem neuen Gerät angemeldet: ${b} auf ${s}, ${t}.`,
    action: 'Das war ich nicht: Konto schützen',
    explain:
      'Wenn Sie das nicht waren, öffnen Sie den Link: Er meldet alle Geräte ab und verlangt bei der nächsten Anmeldung ein neues Passwort. Er fragt nie nach Ihrem Passwort oder einem Code.',
    ifYou: 'Wenn Sie das waren, ist nichts zu tun.',
    unknown: 'unbekannt',
  },
  fr: {
    subject: 'Nouvelle connexion à votre compte Passport',
    intro: (b, s, t) =>
      `Votre compte Passport a été connecté depuis un nouvel appareil : ${b} sur ${s}, ${t}.`,
    action: "Ce n'était pas moi : sécuriser mon compte",
    explain:
      "Si ce n'était pas vous, ouvrez le lien : il déconnecte tous les appareils et demande un nouveau mot de passe à la prochaine connexion. Il ne demande jamais votre mot de passe ni un code.",
    ifYou: "Si c'était vous, il n'y a rien à faire.",
    unknown: 'inconnu',
  },
  es: {
    subject: 'Nuevo inicio de sesión en tu cuenta Passport',
    intro: (b, s, t) =>
      `Se inició sesión en tu cuenta Passport desde un dispositivo nuevo: ${b} en ${s}, ${t}.`,
    action: 'No fui yo: proteger mi cuenta',
    explain:
      'Si no fuiste tú, abre el enlace: cierra la sesión en todos los dispositivos y pide una contraseña nueva en el próximo inicio de sesión. Nunca pide tu contraseña ni un código.',
    ifYou: 'Si fuiste tú, no hay nada que hacer.',
    unknown: 'desconocido',
  },
  pt: {
    subject: 'Nova entrada na sua conta Passport',
    intro: (b, s, t) => `Sua conta Passport foi acessada de um novo dispositivo: ${b} em ${s}, ${t}.`,
    action: 'Não fui eu: proteger minha conta',
    explain:
      'Se não foi você, abra o link: ele desconecta todos os dispositivos e pede uma nova senha na próxima entrada. Ele nunca pede sua senha nem um código.',
    ifYou: 'Se foi você, não há nada a fazer.',
    unknown: 'desconhecido',
  },
  it: {
    subject: 'Nuovo accesso al tuo account Passport',
    intro: (b, s, t) =>
      `È stato effettuato l'accesso al tuo account Passport da un nuovo dispositivo: ${b} su ${s}, ${t}.`,
    action: 'Non sono stato io: proteggi il mio account',
    explain:
      'Se non sei stato tu, apri il link: disconnette tutti i dispositivi e chiede una nuova password al prossimo accesso. Non chiede mai la tua password né un codice.',
    ifYou: 'Se sei stato tu, non devi fare nulla.',
    unknown: 'sconosciuto',
  },
  tr: {
    subject: 'Passport hesabınıza yeni giriş',
    intro: (b, s, t) => `Passport hesabınıza yeni bir cihazdan giriş yapıldı: ${b}, ${s}, ${t}.`,
    action: 'Ben değildim: hesabımı koru',
    explain:
      'Bu siz değilseniz bağlantıyı açın: tüm cihazlarda oturumu kapatır ve bir sonraki girişte yeni parola ister. Asla parolanızı veya bir kod istemez.',
    ifYou: 'Bu sizseniz yapmanız gereken bir şey yok.',
    unknown: 'bilinmiyor',
  },
  ar: {
    subject: 'تسجيل دخول جديد إلى حسابك في Passport',
    intro: (b, s, t) => `سُجّل الدخول إلى حسابك في Passport من جهاز جديد: ${b} على ${s}، ${t}.`,
    action: 'لست أنا: أمّن حسابي',
    explain:
      'إن لم تكن أنت، افتح الرابط: يسجّل خروج كل الأجهزة ويطلب كلمة مرور جديدة عند تسجيل الدخول التالي. لا يطلب أبدًا كلمة مرورك أو أي رمز.',
    ifYou: 'إن كنت أنت، فلا حاجة لفعل شيء.',
    unknown: 'غير معروف',
  },
  hi: {
    subject: 'आपके Passport खाते में नया साइन-इन',
    intro: (b, s, t) => `आपके Passport खाते में एक नए डिवाइस से साइन-इन हुआ: ${b}, ${s}, ${t}।`,
    action: 'यह मैं नहीं था: मेरा खाता सुरक्षित करें',
    explain:
      'अगर यह आप नहीं थे, तो लिंक खोलें: यह हर डिवाइस को साइन आउट करता है और अगले साइन-इन पर नया पासवर्ड माँगता है। यह कभी आपका पासवर्ड या कोई कोड नहीं माँगता।',
    ifYou: 'अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है।',
    unknown: 'अज्ञात',
  },
  bn: {
    subject: 'আপনার Passport অ্যাকাউন্টে নতুন সাইন-ইন',
    intro: (b, s, t) => `একটি নতুন ডিভাইস থেকে আপনার Passport অ্যাকাউন্টে সাইন-ইন হয়েছে: ${b}, ${s}, ${t}।`,
    action: 'এটা আমি নই: আমার অ্যাকাউন্ট সুরক্ষিত করুন',
    explain:
      'যদি এটা আপনি না হন, লিংকটি খুলুন: এটি সব ডিভাইস সাইন আউট করে এবং পরের সাইন-ইনে নতুন পাসওয়ার্ড চায়। এটি কখনো আপনার পাসওয়ার্ড বা কোনো কোড চায় না।',
    ifYou: 'যদি এটা আপনি হন, কিছু করার দরকার নেই।',
    unknown: 'অজানা',
  },
  id: {
    subject: 'Aktivitas masuk baru ke akun Passport Anda',
    intro: (b, s, t) => `Akun Passport Anda dimasuki dari perangkat baru: ${b} di ${s}, ${t}.`,
    action: 'Bukan saya: amankan akun saya',
    explain:
      'Jika itu bukan Anda, buka tautan ini: tautan ini mengeluarkan semua perangkat dan meminta kata sandi baru saat masuk berikutnya. Tautan ini tidak pernah meminta kata sandi atau kode Anda.',
    ifYou: 'Jika itu Anda, tidak ada yang perlu dilakukan.',
    unknown: 'tidak dikenal',
  },
  ms: {
    subject: 'Log masuk baharu ke akaun Passport anda',
    intro: (b, s, t) => `Akaun Passport anda telah dilog masuk dari peranti baharu: ${b} pada ${s}, ${t}.`,
    action: 'Bukan saya: lindungi akaun saya',
    explain:
      'Jika itu bukan anda, buka pautan ini: ia melog keluar semua peranti dan meminta kata laluan baharu pada log masuk seterusnya. Ia tidak pernah meminta kata laluan atau kod anda.',
    ifYou: 'Jika itu anda, tiada apa-apa yang perlu dilakukan.',
    unknown: 'tidak diketahui',
  },
  vi: {
    subject: 'Đăng nhập mới vào tài khoản Passport của bạn',
    intro: (b, s, t) =>
      `Tài khoản Passport của bạn vừa được đăng nhập từ một thiết bị mới: ${b} trên ${s}, ${t}.`,
    action: 'Không phải tôi: bảo vệ tài khoản',
    explain:
      'Nếu không phải bạn, hãy mở liên kết: liên kết sẽ đăng xuất mọi thiết bị và yêu cầu mật khẩu mới ở lần đăng nhập tiếp theo. Liên kết không bao giờ hỏi mật khẩu hay mã của bạn.',
    ifYou: 'Nếu đó là bạn, bạn không cần làm gì.',
    unknown: 'không xác định',
  },
  th: {
    subject: 'มีการลงชื่อเข้าใช้บัญชี Passport ของคุณใหม่',
    intro: (b, s, t) => `บัญชี Passport ของคุณถูกลงชื่อเข้าใช้จากอุปกรณ์ใหม่: ${b} บน ${s}, ${t}`,
    action: 'ไม่ใช่ฉัน: ปกป้องบัญชีของฉัน',
    explain:
      'หากไม่ใช่คุณ ให้เปิดลิงก์: ลิงก์จะออกจากระบบทุกอุปกรณ์และขอรหัสผ่านใหม่ในการลงชื่อเข้าใช้ครั้งถัดไป ลิงก์นี้ไม่เคยขอรหัสผ่านหรือรหัสใด ๆ ของคุณ',
    ifYou: 'หากเป็นคุณ ไม่ต้องทำอะไร',
    unknown: 'ไม่ทราบ',
  },
  zh: {
    subject: '您的 Passport 账户有新的登录',
    intro: (b, s, t) => `您的 Passport 账户在新设备上登录：${b}，${s}，${t}。`,
    action: '不是我：保护我的账户',
    explain:
      '如果不是您本人，请打开链接：它会让所有设备退出登录，并在下次登录时要求设置新密码。它从不索要您的密码或验证码。',
    ifYou: '如果是您本人，无需任何操作。',
    unknown: '未知',
  },
  ja: {
    subject: 'Passport アカウントへの新しいサインイン',
    intro: (b, s, t) => `新しいデバイスから Passport アカウントにサインインがありました: ${b}、${s}、${t}。`,
    action: '自分ではない: アカウントを保護する',
    explain:
      'ご本人でない場合はリンクを開いてください。すべてのデバイスをサインアウトし、次回のサインイン時に新しいパスワードの設定を求めます。パスワードやコードを尋ねることはありません。',
    ifYou: 'ご本人の場合は、何もする必要はありません。',
    unknown: '不明',
  },
  ko: {
    subject: 'Passport 계정에 새 로그인',
    intro: (b, s, t) => `새 기기에서 Passport 계정에 로그인했습니다: ${b}, ${s}, ${t}.`,
    action: '본인이 아닙니다: 계정 보호',
    explain:
      '본인이 아니라면 링크를 여세요. 모든 기기를 로그아웃하고 다음 로그인 때 새 비밀번호를 요구합니다. 비밀번호나 코드를 묻는 일은 절대 없습니다.',
    ifYou: '본인이라면 아무것도 하지 않아도 됩니다.',
    unknown: '알 수 없음',
  },
  cs: {
    subject: 'Nové přihlášení k vašemu účtu Passport',
    intro: (b, s, t) =>
      `K vašemu účtu Passport se někdo přihlásil z nového zařízení: ${b} v systému ${s}, ${t}.`,
    action: 'Nebyl jsem to já: zabezpečit účet',
    explain:
      'Pokud jste to nebyli vy, otevřete odkaz: odhlásí všechna zařízení a při dalším přihlášení bude vyžadovat nové heslo. Nikdy se neptá na vaše heslo ani kód.',
    ifYou: 'Pokud jste to byli vy, nemusíte nic dělat.',
    unknown: 'neznámé',
  },
  kk: {
    subject: 'Passport аккаунтыңызға жаңа кіру',
    intro: (b, s, t) => `Passport аккаунтыңызға жаңа құрылғыдан кірді: ${b}, ${s}, ${t}.`,
    action: 'Бұл мен емес: аккаунтымды қорғау',
    explain:
      'Егер бұл сіз болмасаңыз, сілтемені ашыңыз: ол барлық құрылғылардан шығарады және келесі кіруде жаңа құпиясөз сұрайды. Ол ешқашан құпиясөзіңізді немесе кодты сұрамайды.',
    ifYou: 'Егер бұл сіз болсаңыз, ештеңе істеудің қажеті жоқ.',
    unknown: 'белгісіз',
  },
  mn: {
    subject: 'Таны Passport бүртгэлд шинэ нэвтрэлт',
    intro: (b, s, t) => `Таны Passport бүртгэлд шинэ төхөөрөмжөөс нэвтэрлээ: ${b}, ${s}, ${t}.`,
    action: 'Би биш: бүртгэлээ хамгаалах',
    explain:
      'Хэрэв энэ та биш бол холбоосыг нээнэ үү: бүх төхөөрөмжөөс гаргаж, дараагийн нэвтрэлтэд шинэ нууц үг шаардана. Энэ нь таны нууц үг эсвэл кодыг хэзээ ч асуухгүй.',
    ifYou: 'Хэрэв энэ та байсан бол юу ч хийх шаардлагагүй.',
    unknown: 'тодорхойгүй',
  },
};

export function newDeviceTexts(language: string): NewDeviceTexts {
  return NEW_DEVICE_TEXTS[supportedLocale(language)];
}
