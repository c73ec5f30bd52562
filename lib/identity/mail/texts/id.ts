import type { MailTable } from './types';

export const id: MailTable = {
  confirmEmail: {
    subject: 'Konfirmasi alamat email Anda',
    greeting: (name) => `Halo ${name},`,
    intro: 'Terima kasih telah mendaftar. Silakan konfirmasi alamat email Anda untuk mengaktifkan akun.',
    action: 'Konfirmasi email',
    expiry: 'Tautan ini berlaku selama 24 jam.',
    ignore: 'Jika Anda tidak merasa mendaftar, Anda dapat mengabaikan pesan ini.',
    signature: 'Tim Passport',
  },
  resetPassword: {
    subject: 'Atur ulang kata sandi Anda',
    greeting: (name) => `Halo ${name},`,
    intro: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.',
    action: 'Buat kata sandi baru',
    expiry: 'Tautan ini berlaku selama 1 jam dan hanya dapat digunakan satu kali.',
    ignore:
      'Jika Anda tidak mengajukan permintaan ini, Anda dapat mengabaikan pesan ini; kata sandi Anda tidak akan berubah.',
    signature: 'Tim Passport',
  },
  unlockLogin: {
    subject: 'Buka kunci masuk',
    greeting: (name) => `Halo ${name},`,
    intro:
      'Terlalu banyak kata sandi yang salah telah mengunci proses masuk ke akun Anda untuk sementara, dan seseorang meminta cara untuk masuk. Buka tautan ini di browser yang Anda gunakan untuk masuk: browser itu kemudian dapat masuk dengan kata sandi Anda meskipun akun masih terkunci.',
    action: 'Buka kunci browser ini',
    expiry: 'Tautan berlaku selama 15 menit dan dapat digunakan sekali.',
    ignore:
      'Jika Anda tidak memintanya, abaikan pesan ini: mungkin ada yang mencoba menebak kata sandi Anda, jadi pertimbangkan untuk menggantinya.',
    signature: 'Tim Passport',
  },
};
