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
};
