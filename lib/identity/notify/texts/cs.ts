import type { SecurityTexts } from './types';

export const cs: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'ověřovací aplikace', TELEGRAM: 'Telegramu', EMAIL: 'e-mailu' },
  greeting: (name) => `Dobrý den, ${name},`,
  signature: 'Váš tým Passport',
  code: {
    subject: 'Váš potvrzovací kód',
    purposes: {
      activate: 'pro zapnutí dvoufázového ověření',
      deactivate: 'pro vypnutí dvoufázového ověření',
      login: 'pro přihlášení',
      reauth: 'pro potvrzení, že jste to vy',
    },
    body: (code, purpose) => `Váš kód Passport ${purpose}: ${code}`,
    expiry: (minutes) => `Platí ${minutes} minut. Nikdy ho nikomu nesdělujte.`,
    notYou: 'Pokud jste o tento kód nežádali, někdo možná zná vaše heslo: hned ho změňte.',
  },
  chatId: (chatId) => `Vaše Chat ID: ${chatId}\nZadejte ho na stránce Zabezpečení svého účtu Passport.`,
  notices: {
    enabledSubject: 'Dvoufázové ověření zapnuto',
    enabled: (method) => `Pro váš účet Passport bylo zapnuto dvoufázové ověření pomocí ${method}.`,
    disabledSubject: 'Dvoufázové ověření vypnuto',
    disabled: (method) => `Pro váš účet Passport bylo vypnuto dvoufázové ověření pomocí ${method}.`,
    reset: 'Na vaši žádost podpora odstranila druhý faktor vašeho účtu Passport.',
    passwordSubject: 'Vaše heslo bylo změněno',
    password: 'Heslo vašeho účtu Passport bylo změněno.',
    factorActive: (method) =>
      `Dvoufázové ověření pomocí ${method} zůstává pro váš účet zapnuté. Pokud jste ho nezapnuli sami, ihned to oznamte podpoře.`,
    suspendedSubject: 'Váš účet Passport je pozastaven',
    suspended:
      'Váš účet Passport byl pozastaven: dokud nebude obnoven, nemůžete se přihlásit do Passportu ani do propojených produktů. Byli jste všude odhlášeni.',
    reinstatedSubject: 'Váš účet Passport je opět aktivní',
    reinstated: 'Váš účet Passport byl obnoven: můžete se znovu přihlásit.',
    contact: (support) => `S dotazy pište na ${support}.`,
    notYou: (support) =>
      `Pokud jste to nebyli vy, ihned si obnovte heslo přes „Zapomněli jste heslo?“ na přihlašovací stránce a napište na ${support}.`,
    recoveryUsedSubject: 'Byl použit záchranný kód',
    recoveryUsed: (remaining) =>
      `K přihlášení do vašeho účtu Passport nebo ke změně jeho druhého faktoru byl použit záchranný kód. Zbývající nepoužité kódy: ${remaining}.`,
    recoveryLow: 'Zbývají jen 3 záchranné kódy: vygenerujte si nové na stránce Zabezpečení.',
  },
};
