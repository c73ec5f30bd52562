import type { Locale } from '../../i18n/locales';

/** The RP-initiated logout confirmation, in every interface language (the provider renders it). */
export type LogoutTexts = { title: string; question: string; confirm: string };

export const LOGOUT_TEXTS: Record<Locale, LogoutTexts> = {
  en: { title: 'Log out', question: 'Log out of Passport and every linked product?', confirm: 'Log out' },
  de: {
    title: 'Abmelden',
    question: 'Von Passport und allen verknüpften Produkten abmelden?',
    confirm: 'Abmelden',
  },
  ru: { title: 'Выход', question: 'Выйти из Passport и всех связанных продуктов?', confirm: 'Выйти' },
  es: {
    title: 'Cerrar sesión',
    question: '¿Cerrar sesión en Passport y en todos los productos vinculados?',
    confirm: 'Cerrar sesión',
  },
  it: { title: 'Esci', question: 'Uscire da Passport e da tutti i prodotti collegati?', confirm: 'Esci' },
  tr: {
    title: 'Çıkış yap',
    question: 'Passport ve tüm bağlı ürünlerden çıkış yapılsın mı?',
    confirm: 'Çıkış yap',
  },
  hi: { title: 'लॉग आउट', question: 'Passport और सभी जुड़े उत्पादों से लॉग आउट करें?', confirm: 'लॉग आउट' },
  zh: { title: '退出登录', question: '要退出 Passport 及所有关联产品吗？', confirm: '退出登录' },
  cs: {
    title: 'Odhlásit se',
    question: 'Odhlásit se z Passportu a všech propojených produktů?',
    confirm: 'Odhlásit se',
  },
  fr: {
    title: 'Se déconnecter',
    question: 'Se déconnecter de Passport et de tous les produits associés ?',
    confirm: 'Se déconnecter',
  },
  kk: {
    title: 'Шығу',
    question: 'Passport және барлық байланысты өнімдерден шығу керек пе?',
    confirm: 'Шығу',
  },
  ms: {
    title: 'Log keluar',
    question: 'Log keluar daripada Passport dan semua produk yang dipautkan?',
    confirm: 'Log keluar',
  },
  mn: {
    title: 'Гарах',
    question: 'Passport болон холбогдсон бүх бүтээгдэхүүнээс гарах уу?',
    confirm: 'Гарах',
  },
  th: {
    title: 'ออกจากระบบ',
    question: 'ออกจากระบบ Passport และผลิตภัณฑ์ที่เชื่อมโยงทั้งหมดหรือไม่?',
    confirm: 'ออกจากระบบ',
  },
  ko: {
    title: '로그아웃',
    question: 'Passport 및 연결된 모든 제품에서 로그아웃하시겠습니까?',
    confirm: '로그아웃',
  },
  ja: {
    title: 'ログアウト',
    question: 'Passport と連携しているすべての製品からログアウトしますか？',
    confirm: 'ログアウト',
  },
  ar: {
    title: 'تسجيل الخروج',
    question: 'هل تريد تسجيل الخروج من Passport ومن جميع المنتجات المرتبطة؟',
    confirm: 'تسجيل الخروج',
  },
  bn: { title: 'লগ আউট', question: 'Passport এবং সমস্ত সংযুক্ত পণ্য থেকে লগ আউট করবেন?', confirm: 'লগ আউট' },
  pt: {
    title: 'Terminar sessão',
    question: 'Terminar sessão no Passport e em todos os produtos associados?',
    confirm: 'Terminar sessão',
  },
  id: {
    title: 'Keluar',
    question: 'Keluar dari Passport dan semua produk yang terhubung?',
    confirm: 'Keluar',
  },
  vi: {
    title: 'Đăng xuất',
    question: 'Đăng xuất khỏi Passport và tất cả sản phẩm liên kết?',
    confirm: 'Đăng xuất',
  },
};
