import type { SecurityTexts } from './types';

export const ms: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'aplikasi pengesah', TELEGRAM: 'Telegram', EMAIL: 'e-mel' },
  greeting: (name) => `Helo ${name},`,
  signature: 'Pasukan Passport anda',
  code: {
    subject: 'Kod pengesahan anda',
    purposes: {
      activate: 'untuk menghidupkan pengesahan dua faktor',
      deactivate: 'untuk mematikan pengesahan dua faktor',
      login: 'untuk log masuk',
      reauth: 'untuk mengesahkan bahawa ini anda',
    },
    body: (code, purpose) => `Kod Passport anda ${purpose}: ${code}`,
    expiry: (minutes) => `Kod ini sah selama ${minutes} minit. Jangan kongsikannya dengan sesiapa.`,
    notYou:
      'Jika anda tidak meminta kod ini, mungkin ada orang yang tahu kata laluan anda: tukarkannya sekarang.',
  },
  chatId: (chatId) => `Chat ID anda: ${chatId}\nMasukkannya di halaman Keselamatan akaun Passport anda.`,
  notices: {
    enabledSubject: 'Pengesahan dua faktor dihidupkan',
    enabled: (method) =>
      `Pengesahan dua faktor melalui ${method} telah dihidupkan untuk akaun Passport anda.`,
    disabledSubject: 'Pengesahan dua faktor dimatikan',
    disabled: (method) =>
      `Pengesahan dua faktor melalui ${method} telah dimatikan untuk akaun Passport anda.`,
    reset: 'Atas permintaan anda, pasukan sokongan telah membuang faktor kedua akaun Passport anda.',
    passwordSubject: 'Kata laluan anda telah ditukar',
    password: 'Kata laluan akaun Passport anda telah ditukar.',
    factorActive: (method) =>
      `Pengesahan dua faktor melalui ${method} kekal hidup untuk akaun anda. Jika anda tidak menghidupkannya sendiri, maklumkan kepada pasukan sokongan dengan segera.`,
    suspendedSubject: 'Akaun Passport anda telah digantung',
    suspended:
      'Akaun Passport anda telah digantung: sehingga ia dipulihkan, anda tidak boleh log masuk ke Passport atau produk yang dipautkan. Anda telah dilog keluar di semua tempat.',
    reinstatedSubject: 'Akaun Passport anda aktif semula',
    reinstated: 'Akaun Passport anda telah dipulihkan: anda boleh log masuk semula.',
    contact: (support) => `Jika ada pertanyaan, tulis kepada ${support}.`,
    notYou: (support) =>
      `Jika ini bukan anda, set semula kata laluan anda segera melalui "Lupa kata laluan?" di halaman log masuk dan tulis kepada ${support}.`,
    recoveryUsedSubject: 'Kod pemulihan telah digunakan',
    recoveryUsed: (remaining) =>
      `Kod pemulihan telah digunakan untuk log masuk ke akaun Passport anda atau menukar faktor keduanya. Baki kod yang belum digunakan: ${remaining}.`,
    recoveryLow: 'Hanya tinggal 3 kod pemulihan: jana kod baharu di halaman Keselamatan.',
  },
};
