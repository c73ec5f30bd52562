import type { SecurityTexts } from './types';

export const kk: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'аутентификатор қолданбасы', TELEGRAM: 'Telegram', EMAIL: 'e-mail' },
  greeting: (name) => `Сәлеметсіз бе, ${name}!`,
  signature: 'Passport командасы',
  code: {
    subject: 'Растау кодыңыз',
    purposes: {
      activate: 'екі факторлы аутентификацияны қосу үшін',
      deactivate: 'екі факторлы аутентификацияны өшіру үшін',
      login: 'кіру үшін',
      reauth: 'бұл сіз екеніңізді растау үшін',
    },
    body: (code, purpose) => `Passport кодыңыз (${purpose}): ${code}`,
    expiry: (minutes) => `Ол ${minutes} минут жарамды. Оны ешкімге айтпаңыз.`,
    notYou: 'Егер бұл кодты сіз сұрамасаңыз, біреу құпиясөзіңізді білуі мүмкін: оны қазір өзгертіңіз.',
  },
  chatId: (chatId) =>
    `Сіздің Chat ID: ${chatId}\nОны Passport аккаунтыңыздың «Қауіпсіздік» бетіне енгізіңіз.`,
  notices: {
    enabledSubject: 'Екі факторлы аутентификация қосылды',
    enabled: (method) => `Passport аккаунтыңыз үшін ${method} арқылы екі факторлы аутентификация қосылды.`,
    disabledSubject: 'Екі факторлы аутентификация өшірілді',
    disabled: (method) => `Passport аккаунтыңыз үшін ${method} арқылы екі факторлы аутентификация өшірілді.`,
    reset: 'Сіздің өтінішіңіз бойынша қолдау қызметі Passport аккаунтыңыздың екінші факторын жойды.',
    passwordSubject: 'Құпиясөзіңіз өзгертілді',
    password: 'Passport аккаунтыңыздың құпиясөзі өзгертілді.',
    factorActive: (method) =>
      `Аккаунтыңыз үшін ${method} арқылы екі факторлы аутентификация қосулы қалады. Егер оны өзіңіз қоспаған болсаңыз, бірден қолдау қызметіне хабарлаңыз.`,
    suspendedSubject: 'Passport аккаунтыңыз тоқтатылды',
    suspended:
      'Passport аккаунтыңыз тоқтатылды: ол қалпына келтірілгенше Passport-қа да, байланысты өнімдерге де кіре алмайсыз. Сіз барлық құрылғыдан шығарылдыңыз.',
    reinstatedSubject: 'Passport аккаунтыңыз қайта белсенді',
    reinstated: 'Passport аккаунтыңыз қалпына келтірілді: қайта кіре аласыз.',
    contact: (support) => `Сұрақтарыңыз болса, ${support} мекенжайына жазыңыз.`,
    notYou: (support) =>
      `Егер бұл сіз болмасаңыз, кіру бетіндегі «Құпиясөзді ұмыттыңыз ба?» арқылы құпиясөзді дереу қалпына келтіріп, ${support} мекенжайына жазыңыз.`,
  },
};
