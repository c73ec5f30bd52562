// altcha 3.2 ships region-specific translations (es-es, fr-fr, pt-br, zh-cn) without declarations;
// each module only registers its strings with the widget and exports nothing.
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/pt-br';
declare module 'altcha/i18n/zh-cn';
