import type { SecurityTexts } from './types';

export const id: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'aplikasi autentikator', TELEGRAM: 'Telegram', EMAIL: 'email' },
  greeting: (name) => `Halo ${name},`,
  signature: 'Tim Passport Anda',
  code: {
    subject: 'Kode konfirmasi Anda',
    purposes: {
      activate: 'untuk mengaktifkan autentikasi dua faktor',
      deactivate: 'untuk menonaktifkan autentikasi dua faktor',
      login: 'untuk masuk',
      reauth: 'untuk memastikan bahwa ini Anda',
    },
    body: (code, purpose) => `Kode Passport Anda ${purpose}: ${code}`,
    expiry: (minutes) =>
      `Kode ini berlaku selama ${minutes} menit. Jangan pernah membagikannya kepada siapa pun.`,
    notYou: 'Jika Anda tidak meminta kode ini, mungkin ada yang mengetahui kata sandi Anda: segera ubah.',
  },
  chatId: (chatId) => `Chat ID Anda: ${chatId}\nMasukkan di halaman Keamanan akun Passport Anda.`,
  notices: {
    enabledSubject: 'Autentikasi dua faktor diaktifkan',
    enabled: (method) =>
      `Autentikasi dua faktor melalui ${method} telah diaktifkan untuk akun Passport Anda.`,
    disabledSubject: 'Autentikasi dua faktor dinonaktifkan',
    disabled: (method) =>
      `Autentikasi dua faktor melalui ${method} telah dinonaktifkan untuk akun Passport Anda.`,
    reset: 'Atas permintaan Anda, tim dukungan telah menghapus faktor kedua akun Passport Anda.',
    passwordSubject: 'Kata sandi Anda telah diubah',
    password: 'Kata sandi akun Passport Anda telah diubah.',
    factorActive: (method) =>
      `Autentikasi dua faktor melalui ${method} tetap aktif untuk akun Anda. Jika Anda tidak mengaktifkannya sendiri, segera beri tahu tim dukungan.`,
    suspendedSubject: 'Akun Passport Anda ditangguhkan',
    suspended:
      'Akun Passport Anda telah ditangguhkan: sampai dipulihkan, Anda tidak dapat masuk ke Passport atau produk yang terhubung. Anda telah dikeluarkan dari semua perangkat.',
    reinstatedSubject: 'Akun Passport Anda aktif kembali',
    reinstated: 'Akun Passport Anda telah dipulihkan: Anda dapat masuk kembali.',
    contact: (support) => `Jika ada pertanyaan, tulis ke ${support}.`,
    notYou: (support) =>
      `Jika ini bukan Anda, segera setel ulang kata sandi melalui "Lupa kata sandi?" di halaman masuk dan tulis ke ${support}.`,
    recoveryUsedSubject: 'Kode pemulihan telah digunakan',
    recoveryUsed: (remaining) =>
      `Kode pemulihan digunakan untuk masuk ke akun Passport Anda atau mengubah faktor keduanya. Sisa kode yang belum digunakan: ${remaining}.`,
    recoveryLow: 'Hanya tersisa 3 kode pemulihan: buat kode baru di halaman Keamanan.',
  },
};
