import type { MailTable } from './types';

export const ms: MailTable = {
  confirmEmail: {
    subject: 'Sahkan alamat e-mel anda',
    greeting: (name) => `Salam sejahtera ${name},`,
    intro: 'Terima kasih kerana mendaftar. Sila sahkan alamat e-mel anda untuk mengaktifkan akaun anda.',
    action: 'Sahkan e-mel',
    expiry: 'Pautan ini sah selama 24 jam.',
    ignore: 'Jika anda tidak mendaftar, anda boleh mengabaikan mesej ini.',
    signature: 'Pasukan Passport',
  },
  resetPassword: {
    subject: 'Tetapkan semula kata laluan anda',
    greeting: (name) => `Salam sejahtera ${name},`,
    intro: 'Kami telah menerima permintaan untuk menetapkan semula kata laluan akaun anda.',
    action: 'Pilih kata laluan baharu',
    expiry: 'Pautan ini sah selama 1 jam dan hanya boleh digunakan sekali.',
    ignore:
      'Jika anda tidak membuat permintaan ini, anda boleh mengabaikan mesej ini; kata laluan anda tidak akan berubah.',
    signature: 'Pasukan Passport',
  },
  unlockLogin: {
    subject: 'Buka kunci log masuk',
    greeting: (name) => `Salam sejahtera ${name},`,
    intro:
      'Terlalu banyak kata laluan salah telah mengunci log masuk ke akaun anda buat seketika, dan seseorang telah meminta cara untuk masuk. Buka pautan ini dalam pelayar yang anda gunakan untuk log masuk: pelayar itu kemudian boleh log masuk dengan kata laluan anda walaupun akaun masih dikunci.',
    action: 'Buka kunci pelayar ini',
    expiry: 'Pautan ini sah selama 15 minit dan boleh digunakan sekali.',
    ignore:
      'Jika anda tidak memintanya, abaikan mesej ini: seseorang mungkin cuba meneka kata laluan anda, jadi pertimbangkan untuk menukarnya.',
    signature: 'Pasukan Passport',
  },
};
