import type { SecurityTexts } from './types';

export const mn: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'баталгаажуулагч апп', TELEGRAM: 'Telegram', EMAIL: 'и-мэйл' },
  greeting: (name) => `Сайн байна уу, ${name}!`,
  signature: 'Таны Passport баг',
  code: {
    subject: 'Таны баталгаажуулах код',
    purposes: {
      activate: 'хоёр шатлалт баталгаажуулалтыг идэвхжүүлэхэд',
      deactivate: 'хоёр шатлалт баталгаажуулалтыг унтраахад',
      login: 'нэвтрэхэд',
      reauth: 'та мөн болохыг баталгаажуулахад',
    },
    body: (code, purpose) => `Таны Passport код (${purpose}): ${code}`,
    expiry: (minutes) => `${minutes} минутын турш хүчинтэй. Хэнд ч бүү хэлээрэй.`,
    notYou: 'Хэрэв та энэ кодыг хүсээгүй бол хэн нэгэн таны нууц үгийг мэдэж магадгүй: одоо солино уу.',
  },
  chatId: (chatId) =>
    `Таны Chat ID: ${chatId}\nҮүнийг Passport бүртгэлийнхээ «Аюулгүй байдал» хуудсанд оруулна уу.`,
  notices: {
    enabledSubject: 'Хоёр шатлалт баталгаажуулалт идэвхжлээ',
    enabled: (method) => `Таны Passport бүртгэлд ${method}-ээр хоёр шатлалт баталгаажуулалт идэвхжлээ.`,
    disabledSubject: 'Хоёр шатлалт баталгаажуулалт унтарлаа',
    disabled: (method) => `Таны Passport бүртгэлд ${method}-ээр хийх хоёр шатлалт баталгаажуулалт унтарлаа.`,
    reset: 'Таны хүсэлтээр тусламжийн баг таны Passport бүртгэлийн хоёр дахь хүчин зүйлийг устгалаа.',
    passwordSubject: 'Таны нууц үг солигдлоо',
    password: 'Таны Passport бүртгэлийн нууц үг солигдлоо.',
    factorActive: (method) =>
      `Таны бүртгэлд ${method}-ээр хоёр шатлалт баталгаажуулалт идэвхтэй хэвээр байна. Хэрэв та өөрөө идэвхжүүлээгүй бол тусламжийн багт даруй мэдэгдээрэй.`,
    suspendedSubject: 'Таны Passport бүртгэл түдгэлзсэн',
    suspended:
      'Таны Passport бүртгэлийг түдгэлзүүллээ: сэргээгдэх хүртэл та Passport болон холбогдсон бүтээгдэхүүнүүдэд нэвтэрч чадахгүй. Таныг бүх төхөөрөмжөөс гаргалаа.',
    reinstatedSubject: 'Таны Passport бүртгэл дахин идэвхтэй боллоо',
    reinstated: 'Таны Passport бүртгэлийг сэргээлээ: та дахин нэвтэрч болно.',
    contact: (support) => `Асуулт байвал ${support} хаягаар бичнэ үү.`,
    notYou: (support) =>
      `Хэрэв энэ та биш бол нэвтрэх хуудасны «Нууц үгээ мартсан уу?»-аар нууц үгээ даруй сэргээж, ${support} хаяг руу бичнэ үү.`,
  },
};
