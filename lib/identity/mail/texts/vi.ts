import type { MailTable } from './types';

export const vi: MailTable = {
  confirmEmail: {
    subject: 'Xác nhận địa chỉ email của bạn',
    greeting: (name) => `Xin chào ${name},`,
    intro: 'Cảm ơn bạn đã đăng ký. Vui lòng xác nhận địa chỉ email để kích hoạt tài khoản của bạn.',
    action: 'Xác nhận email',
    expiry: 'Liên kết có hiệu lực trong 24 giờ.',
    ignore: 'Nếu bạn không đăng ký, bạn có thể bỏ qua email này.',
    signature: 'Đội ngũ Passport',
  },
  resetPassword: {
    subject: 'Đặt lại mật khẩu của bạn',
    greeting: (name) => `Xin chào ${name},`,
    intro: 'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
    action: 'Chọn mật khẩu mới',
    expiry: 'Liên kết có hiệu lực trong 1 giờ và chỉ có thể sử dụng một lần.',
    ignore:
      'Nếu bạn không yêu cầu điều này, bạn có thể bỏ qua email này; mật khẩu của bạn sẽ không thay đổi.',
    signature: 'Đội ngũ Passport',
  },
  unlockLogin: {
    subject: 'Mở khóa đăng nhập',
    greeting: (name) => `Xin chào ${name},`,
    intro:
      'Quá nhiều lần nhập sai mật khẩu đã tạm khóa việc đăng nhập vào tài khoản của bạn, và có người đã yêu cầu cách để vào. Hãy mở liên kết này trong trình duyệt bạn dùng để đăng nhập: trình duyệt đó sẽ có thể đăng nhập bằng mật khẩu của bạn ngay cả khi tài khoản đang bị khóa.',
    action: 'Mở khóa trình duyệt này',
    expiry: 'Liên kết có hiệu lực trong 15 phút và chỉ dùng được một lần.',
    ignore:
      'Nếu bạn không yêu cầu, hãy bỏ qua thư này: có thể ai đó đang cố đoán mật khẩu của bạn, hãy cân nhắc đổi mật khẩu.',
    signature: 'Đội ngũ Passport',
  },
};
