import type { SecurityTexts } from './types';

export const bn: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'অথেন্টিকেটর অ্যাপ', TELEGRAM: 'Telegram', EMAIL: 'ই-মেইল' },
  greeting: (name) => `নমস্কার ${name},`,
  signature: 'আপনার Passport টিম',
  code: {
    subject: 'আপনার নিশ্চিতকরণ কোড',
    purposes: {
      activate: 'দুই-ধাপের যাচাইকরণ চালু করতে',
      deactivate: 'দুই-ধাপের যাচাইকরণ বন্ধ করতে',
      login: 'লগ ইন করতে',
      reauth: 'এটি আপনি কিনা নিশ্চিত করতে',
    },
    body: (code, purpose) => `${purpose} আপনার Passport কোড: ${code}`,
    expiry: (minutes) => `এটি ${minutes} মিনিট বৈধ। কখনো কারো সাথে শেয়ার করবেন না।`,
    notYou: 'আপনি এই কোড না চাইলে হয়তো কেউ আপনার পাসওয়ার্ড জানে: এখনই এটি পরিবর্তন করুন।',
  },
  chatId: (chatId) => `আপনার Chat ID: ${chatId}\nএটি আপনার Passport অ্যাকাউন্টের নিরাপত্তা পেজে লিখুন।`,
  notices: {
    enabledSubject: 'দুই-ধাপের যাচাইকরণ চালু হয়েছে',
    enabled: (method) => `আপনার Passport অ্যাকাউন্টে ${method} দিয়ে দুই-ধাপের যাচাইকরণ চালু হয়েছে।`,
    disabledSubject: 'দুই-ধাপের যাচাইকরণ বন্ধ হয়েছে',
    disabled: (method) => `আপনার Passport অ্যাকাউন্টে ${method} দিয়ে দুই-ধাপের যাচাইকরণ বন্ধ হয়েছে।`,
    reset: 'আপনার অনুরোধে সাপোর্ট টিম আপনার Passport অ্যাকাউন্টের দ্বিতীয় ধাপ সরিয়ে দিয়েছে।',
    passwordSubject: 'আপনার পাসওয়ার্ড পরিবর্তন হয়েছে',
    password: 'আপনার Passport অ্যাকাউন্টের পাসওয়ার্ড পরিবর্তন হয়েছে।',
    factorActive: (method) =>
      `আপনার অ্যাকাউন্টে ${method} দিয়ে দুই-ধাপের যাচাইকরণ চালু থাকছে। আপনি নিজে এটি চালু না করে থাকলে এখনই সহায়তা টিমকে জানান।`,
    suspendedSubject: 'আপনার Passport অ্যাকাউন্ট স্থগিত করা হয়েছে',
    suspended:
      'আপনার Passport অ্যাকাউন্ট স্থগিত করা হয়েছে: এটি পুনর্বহাল না হওয়া পর্যন্ত আপনি Passport বা সংযুক্ত পণ্যগুলোতে লগ ইন করতে পারবেন না। আপনাকে সব জায়গা থেকে লগ আউট করা হয়েছে।',
    reinstatedSubject: 'আপনার Passport অ্যাকাউন্ট আবার সক্রিয়',
    reinstated: 'আপনার Passport অ্যাকাউন্ট পুনর্বহাল করা হয়েছে: আপনি আবার লগ ইন করতে পারেন।',
    contact: (support) => `কোনো প্রশ্ন থাকলে ${support} ঠিকানায় লিখুন।`,
    notYou: (support) =>
      `এটি আপনি না হলে লগইন পেজের "পাসওয়ার্ড ভুলে গেছেন?" দিয়ে এখনই পাসওয়ার্ড রিসেট করুন এবং ${support}-এ লিখুন।`,
    recoveryUsedSubject: 'একটি রিকভারি কোড ব্যবহার করা হয়েছে',
    recoveryUsed: (remaining) =>
      `আপনার Passport অ্যাকাউন্টে সাইন ইন করতে বা এর দ্বিতীয় ফ্যাক্টর বদলাতে একটি রিকভারি কোড ব্যবহার করা হয়েছে। অব্যবহৃত কোড বাকি: ${remaining}।`,
    recoveryLow: 'মাত্র 3টি রিকভারি কোড বাকি: নিরাপত্তা পৃষ্ঠায় নতুন কোড তৈরি করুন।',
  },
};
