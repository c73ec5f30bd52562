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
};
