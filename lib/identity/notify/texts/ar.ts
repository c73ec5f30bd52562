import type { SecurityTexts } from './types';

export const ar: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'تطبيق المصادقة', TELEGRAM: 'Telegram', EMAIL: 'البريد الإلكتروني' },
  greeting: (name) => `مرحبًا ${name}،`,
  signature: 'فريق Passport',
  code: {
    subject: 'رمز التأكيد الخاص بك',
    purposes: {
      activate: 'لتفعيل المصادقة الثنائية',
      deactivate: 'لتعطيل المصادقة الثنائية',
      login: 'لتسجيل الدخول',
      reauth: 'لتأكيد أنك صاحب الحساب',
    },
    body: (code, purpose) => `رمز Passport الخاص بك ${purpose}: ${code}`,
    expiry: (minutes) => `الرمز صالح لمدة ${minutes} دقائق. لا تشاركه مع أي شخص أبدًا.`,
    notYou: 'إذا لم تطلب هذا الرمز، فقد يعرف أحدهم كلمة المرور الخاصة بك: غيّرها الآن.',
  },
  chatId: (chatId) =>
    `معرّف الدردشة (Chat ID) الخاص بك: ${chatId}\nأدخله في صفحة الأمان في حسابك على Passport.`,
  notices: {
    enabledSubject: 'تم تفعيل المصادقة الثنائية',
    enabled: (method) => `تم تفعيل المصادقة الثنائية عبر ${method} لحسابك على Passport.`,
    disabledSubject: 'تم تعطيل المصادقة الثنائية',
    disabled: (method) => `تم تعطيل المصادقة الثنائية عبر ${method} لحسابك على Passport.`,
    reset: 'بناءً على طلبك، أزال فريق الدعم العامل الثاني من حسابك على Passport.',
    passwordSubject: 'تم تغيير كلمة المرور',
    password: 'تم تغيير كلمة مرور حسابك على Passport.',
    factorActive: (method) =>
      `تبقى المصادقة الثنائية عبر ${method} مفعّلة لحسابك. إذا لم تفعّلها بنفسك، فأبلغ فريق الدعم فورًا.`,
    suspendedSubject: 'تم تعليق حسابك على Passport',
    suspended:
      'تم تعليق حسابك على Passport: لن تتمكن من تسجيل الدخول إلى Passport أو إلى المنتجات المرتبطة حتى تتم إعادة تفعيله. تم تسجيل خروجك من كل مكان.',
    reinstatedSubject: 'حسابك على Passport نشط من جديد',
    reinstated: 'تمت إعادة تفعيل حسابك على Passport: يمكنك تسجيل الدخول مجددًا.',
    contact: (support) => `إذا كانت لديك أسئلة، فاكتب إلى ${support}.`,
    notYou: (support) =>
      `إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور فورًا عبر "هل نسيت كلمة المرور؟" في صفحة تسجيل الدخول واكتب إلى ${support}.`,
    recoveryUsedSubject: 'تم استخدام رمز استرداد',
    recoveryUsed: (remaining) =>
      `تم استخدام رمز استرداد لتسجيل الدخول إلى حساب Passport الخاص بك أو لتغيير عامل التحقق الثاني. الرموز غير المستخدمة المتبقية: ${remaining}.`,
    recoveryLow: 'لم يتبق سوى 3 رموز استرداد: أنشئ رموزًا جديدة من صفحة الأمان.',
  },
};
