import type { SecurityTexts } from './types';

export const vi: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: 'ứng dụng xác thực', TELEGRAM: 'Telegram', EMAIL: 'e-mail' },
  greeting: (name) => `Xin chào ${name},`,
  signature: 'Đội ngũ Passport',
  code: {
    subject: 'Mã xác nhận của bạn',
    purposes: {
      activate: 'để bật xác thực hai yếu tố',
      deactivate: 'để tắt xác thực hai yếu tố',
      login: 'để đăng nhập',
      reauth: 'để xác nhận đó là bạn',
    },
    body: (code, purpose) => `Mã Passport của bạn ${purpose}: ${code}`,
    expiry: (minutes) => `Mã có hiệu lực trong ${minutes} phút. Tuyệt đối không chia sẻ với bất kỳ ai.`,
    notYou: 'Nếu bạn không yêu cầu mã này, có thể ai đó biết mật khẩu của bạn: hãy đổi mật khẩu ngay.',
  },
  chatId: (chatId) => `Chat ID của bạn: ${chatId}\nHãy nhập nó trên trang Bảo mật của tài khoản Passport.`,
  notices: {
    enabledSubject: 'Đã bật xác thực hai yếu tố',
    enabled: (method) => `Xác thực hai yếu tố qua ${method} đã được bật cho tài khoản Passport của bạn.`,
    disabledSubject: 'Đã tắt xác thực hai yếu tố',
    disabled: (method) => `Xác thực hai yếu tố qua ${method} đã được tắt cho tài khoản Passport của bạn.`,
    reset: 'Theo yêu cầu của bạn, bộ phận hỗ trợ đã gỡ yếu tố thứ hai khỏi tài khoản Passport của bạn.',
    passwordSubject: 'Mật khẩu của bạn đã được thay đổi',
    password: 'Mật khẩu tài khoản Passport của bạn đã được thay đổi.',
    factorActive: (method) =>
      `Xác thực hai yếu tố qua ${method} vẫn đang bật cho tài khoản của bạn. Nếu không phải bạn tự bật, hãy báo ngay cho bộ phận hỗ trợ.`,
    suspendedSubject: 'Tài khoản Passport của bạn đã bị tạm ngưng',
    suspended:
      'Tài khoản Passport của bạn đã bị tạm ngưng: cho đến khi được khôi phục, bạn không thể đăng nhập vào Passport hoặc các sản phẩm liên kết. Bạn đã được đăng xuất ở mọi nơi.',
    reinstatedSubject: 'Tài khoản Passport của bạn đã hoạt động trở lại',
    reinstated: 'Tài khoản Passport của bạn đã được khôi phục: bạn có thể đăng nhập lại.',
    contact: (support) => `Nếu có thắc mắc, hãy viết cho ${support}.`,
    notYou: (support) =>
      `Nếu không phải bạn, hãy đặt lại mật khẩu ngay bằng "Quên mật khẩu?" trên trang đăng nhập và viết thư tới ${support}.`,
    recoveryUsedSubject: 'Một mã khôi phục đã được sử dụng',
    recoveryUsed: (remaining) =>
      `Một mã khôi phục đã được dùng để đăng nhập vào tài khoản Passport của bạn hoặc thay đổi yếu tố thứ hai. Số mã chưa dùng còn lại: ${remaining}.`,
    recoveryLow: 'Chỉ còn 3 mã khôi phục: hãy tạo mã mới trên trang Bảo mật.',
  },
};
