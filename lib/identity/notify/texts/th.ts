import type { SecurityTexts } from './types';

export const th: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'แอปยืนยันตัวตน', TELEGRAM: 'Telegram', EMAIL: 'อีเมล' },
  greeting: (name) => `สวัสดี ${name}`,
  signature: 'ทีมงาน Passport',
  code: {
    subject: 'รหัสยืนยันของคุณ',
    purposes: {
      activate: 'สำหรับเปิดการยืนยันตัวตนแบบสองขั้นตอน',
      deactivate: 'สำหรับปิดการยืนยันตัวตนแบบสองขั้นตอน',
      login: 'สำหรับเข้าสู่ระบบ',
      reauth: 'สำหรับยืนยันว่าเป็นคุณ',
    },
    body: (code, purpose) => `รหัส Passport ของคุณ${purpose}: ${code}`,
    expiry: (minutes) => `รหัสนี้ใช้ได้ ${minutes} นาที ห้ามบอกรหัสนี้กับผู้ใด`,
    notYou: 'หากคุณไม่ได้ขอรหัสนี้ อาจมีผู้อื่นรู้รหัสผ่านของคุณ โปรดเปลี่ยนรหัสผ่านทันที',
  },
  chatId: (chatId) => `Chat ID ของคุณ: ${chatId}\nกรอกรหัสนี้ในหน้าความปลอดภัยของบัญชี Passport ของคุณ`,
  notices: {
    enabledSubject: 'เปิดการยืนยันตัวตนแบบสองขั้นตอนแล้ว',
    enabled: (method) => `เปิดการยืนยันตัวตนแบบสองขั้นตอนด้วย${method}สำหรับบัญชี Passport ของคุณแล้ว`,
    disabledSubject: 'ปิดการยืนยันตัวตนแบบสองขั้นตอนแล้ว',
    disabled: (method) => `ปิดการยืนยันตัวตนแบบสองขั้นตอนด้วย${method}สำหรับบัญชี Passport ของคุณแล้ว`,
    reset: 'ตามคำขอของคุณ ฝ่ายสนับสนุนได้ลบปัจจัยที่สองของบัญชี Passport ของคุณแล้ว',
    passwordSubject: 'รหัสผ่านของคุณถูกเปลี่ยนแล้ว',
    password: 'รหัสผ่านของบัญชี Passport ของคุณถูกเปลี่ยนแล้ว',
    factorActive: (method) =>
      `การยืนยันตัวตนแบบสองขั้นตอนด้วย${method}ยังคงเปิดอยู่สำหรับบัญชีของคุณ หากคุณไม่ได้เปิดเอง โปรดแจ้งฝ่ายสนับสนุนทันที`,
    suspendedSubject: 'บัญชี Passport ของคุณถูกระงับ',
    suspended:
      'บัญชี Passport ของคุณถูกระงับแล้ว: จนกว่าจะได้รับการคืนสถานะ คุณจะไม่สามารถเข้าสู่ระบบ Passport หรือผลิตภัณฑ์ที่เชื่อมโยงได้ คุณถูกออกจากระบบในทุกที่แล้ว',
    reinstatedSubject: 'บัญชี Passport ของคุณกลับมาใช้งานได้แล้ว',
    reinstated: 'บัญชี Passport ของคุณได้รับการคืนสถานะแล้ว: คุณสามารถเข้าสู่ระบบได้อีกครั้ง',
    contact: (support) => `หากมีคำถาม โปรดเขียนถึง ${support}`,
    notYou: (support) => `หากไม่ใช่คุณ โปรดรีเซ็ตรหัสผ่านทันทีด้วย "ลืมรหัสผ่าน?" ในหน้าเข้าสู่ระบบ และเขียนถึง ${support}`,
    recoveryUsedSubject: 'มีการใช้รหัสกู้คืน',
    recoveryUsed: (remaining) =>
      `มีการใช้รหัสกู้คืนเพื่อลงชื่อเข้าใช้บัญชี Passport ของคุณหรือเปลี่ยนปัจจัยที่สอง รหัสที่ยังไม่ได้ใช้เหลือ: ${remaining}`,
    recoveryLow: 'เหลือรหัสกู้คืนเพียง 3 รหัส: สร้างรหัสใหม่ได้ที่หน้าความปลอดภัย',
  },
};
