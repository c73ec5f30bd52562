import type { MailTable } from './types';

export const cs: MailTable = {
  confirmEmail: {
    subject: 'Potvrďte svou e-mailovou adresu',
    greeting: (name) => `Dobrý den, ${name},`,
    intro: 'Děkujeme za registraci. Pro aktivaci účtu prosím potvrďte svou e-mailovou adresu.',
    action: 'Potvrdit e-mail',
    expiry: 'Odkaz je platný 24 hodin.',
    ignore: 'Pokud jste se neregistrovali, můžete tuto zprávu ignorovat.',
    signature: 'Tým Passport',
  },
  resetPassword: {
    subject: 'Obnovení hesla',
    greeting: (name) => `Dobrý den, ${name},`,
    intro: 'Obdrželi jsme žádost o obnovení hesla k vašemu účtu.',
    action: 'Nastavit nové heslo',
    expiry: 'Odkaz je platný 1 hodinu a lze jej použít pouze jednou.',
    ignore:
      'Pokud jste o obnovení hesla nežádali, můžete tuto zprávu ignorovat; vaše heslo zůstane beze změny.',
    signature: 'Tým Passport',
  },
  unlockLogin: {
    subject: 'Odemknout přihlášení',
    greeting: (name) => `Dobrý den, ${name},`,
    intro:
      'Příliš mnoho nesprávných hesel na čas zablokovalo přihlašování k vašemu účtu a někdo požádal o cestu dovnitř. Otevřete tento odkaz v prohlížeči, ve kterém se přihlašujete: tento prohlížeč se pak bude moci přihlásit vaším heslem, i když je účet zablokovaný.',
    action: 'Odemknout tento prohlížeč',
    expiry: 'Odkaz platí 15 minut a lze jej použít jednou.',
    ignore:
      'Pokud jste o to nežádali, tuto zprávu ignorujte: někdo se možná snaží uhodnout vaše heslo, zvažte jeho změnu.',
    signature: 'Tým Passport',
  },
};
