import type { SecurityTexts } from './types';

export const hi: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'ऑथेंटिकेटर ऐप', TELEGRAM: 'Telegram', EMAIL: 'ई-मेल' },
  greeting: (name) => `नमस्ते ${name},`,
  signature: 'आपकी Passport टीम',
  code: {
    subject: 'आपका पुष्टि कोड',
    purposes: {
      activate: 'दो-चरणीय प्रमाणीकरण चालू करने के लिए',
      deactivate: 'दो-चरणीय प्रमाणीकरण बंद करने के लिए',
      login: 'लॉग इन करने के लिए',
      reauth: 'यह पुष्टि करने के लिए कि यह आप हैं',
    },
    body: (code, purpose) => `${purpose} आपका Passport कोड: ${code}`,
    expiry: (minutes) => `यह ${minutes} मिनट तक मान्य है। इसे कभी किसी के साथ साझा न करें।`,
    notYou: 'यदि आपने यह कोड नहीं माँगा, तो शायद कोई आपका पासवर्ड जानता है: इसे अभी बदलें।',
  },
  chatId: (chatId) => `आपकी Chat ID: ${chatId}\nइसे अपने Passport खाते के सुरक्षा पेज पर दर्ज करें।`,
  notices: {
    enabledSubject: 'दो-चरणीय प्रमाणीकरण चालू किया गया',
    enabled: (method) => `आपके Passport खाते के लिए ${method} द्वारा दो-चरणीय प्रमाणीकरण चालू किया गया।`,
    disabledSubject: 'दो-चरणीय प्रमाणीकरण बंद किया गया',
    disabled: (method) => `आपके Passport खाते के लिए ${method} द्वारा दो-चरणीय प्रमाणीकरण बंद किया गया।`,
    reset: 'आपके अनुरोध पर सहायता टीम ने आपके Passport खाते का दूसरा चरण हटा दिया है।',
    passwordSubject: 'आपका पासवर्ड बदल दिया गया',
    password: 'आपके Passport खाते का पासवर्ड बदल दिया गया।',
    factorActive: (method) =>
      `आपके खाते के लिए ${method} द्वारा दो-चरणीय प्रमाणीकरण चालू रहता है। यदि आपने इसे स्वयं चालू नहीं किया, तो तुरंत सहायता टीम को बताएँ।`,
    suspendedSubject: 'आपका Passport खाता निलंबित है',
    suspended:
      'आपका Passport खाता निलंबित कर दिया गया है: जब तक इसे बहाल नहीं किया जाता, आप Passport या जुड़े हुए उत्पादों में लॉग इन नहीं कर सकते। आपको हर जगह से लॉग आउट कर दिया गया है।',
    reinstatedSubject: 'आपका Passport खाता फिर से सक्रिय है',
    reinstated: 'आपका Passport खाता बहाल कर दिया गया है: आप फिर से लॉग इन कर सकते हैं।',
    contact: (support) => `कोई प्रश्न हो तो ${support} पर लिखें।`,
    notYou: (support) =>
      `यदि यह आपने नहीं किया, तो लॉगिन पेज पर "पासवर्ड भूल गए?" से तुरंत अपना पासवर्ड रीसेट करें और ${support} पर लिखें।`,
    recoveryUsedSubject: 'एक रिकवरी कोड इस्तेमाल हुआ',
    recoveryUsed: (remaining) =>
      `आपके Passport खाते में साइन इन करने या उसका दूसरा फ़ैक्टर बदलने के लिए एक रिकवरी कोड इस्तेमाल किया गया। बचे हुए अप्रयुक्त कोड: ${remaining}.`,
    recoveryLow: 'केवल 3 रिकवरी कोड बचे हैं: सुरक्षा पेज पर नए कोड बनाएँ।',
  },
};
