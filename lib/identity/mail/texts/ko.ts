import type { MailTable } from './types';

export const ko: MailTable = {
  confirmEmail: {
    subject: '이메일 주소를 인증해 주세요',
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro: '가입해 주셔서 감사합니다. 계정을 활성화하려면 이메일 주소를 인증해 주세요.',
    action: '이메일 인증하기',
    expiry: '이 링크는 24시간 동안 유효합니다.',
    ignore: '가입하신 적이 없다면 이 메일을 무시하셔도 됩니다.',
    signature: 'Passport 팀 드림',
  },
  resetPassword: {
    subject: '비밀번호 재설정 안내',
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro: '회원님 계정의 비밀번호 재설정 요청을 받았습니다.',
    action: '새 비밀번호 설정하기',
    expiry: '이 링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다.',
    ignore: '요청하신 적이 없다면 이 메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.',
    signature: 'Passport 팀 드림',
  },
  unlockLogin: {
    subject: '로그인 잠금 해제',
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro:
      '잘못된 비밀번호가 너무 많이 입력되어 계정 로그인이 잠시 잠겼고, 누군가 로그인할 방법을 요청했습니다. 로그인에 사용하는 브라우저에서 이 링크를 여세요. 그러면 계정이 잠겨 있는 동안에도 그 브라우저에서 비밀번호로 로그인할 수 있습니다.',
    action: '이 브라우저 잠금 해제',
    expiry: '링크는 15분 동안 유효하며 한 번만 사용할 수 있습니다.',
    ignore:
      '직접 요청하지 않았다면 이 메시지를 무시하세요. 누군가 비밀번호를 추측하고 있을 수 있으니 비밀번호 변경을 고려해 주세요.',
    signature: 'Passport 팀 드림',
  },
};
