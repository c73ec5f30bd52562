import type { SecurityTexts } from './types';

export const ko: SecurityTexts = {
  methods: { GOOGLE_AUTHENTICATOR: '인증 앱', TELEGRAM: 'Telegram', EMAIL: '이메일' },
  greeting: (name) => `${name}님, 안녕하세요.`,
  signature: 'Passport 팀 드림',
  code: {
    subject: '확인 코드',
    purposes: {
      activate: '2단계 인증 켜기',
      deactivate: '2단계 인증 끄기',
      login: '로그인',
      reauth: '본인 확인',
    },
    body: (code, purpose) => `Passport 코드(${purpose}): ${code}`,
    expiry: (minutes) => `${minutes}분 동안 유효합니다. 누구에게도 알려 주지 마세요.`,
    notYou:
      '이 코드를 요청하지 않았다면 누군가 비밀번호를 알고 있을 수 있습니다. 지금 비밀번호를 변경하세요.',
  },
  chatId: (chatId) => `Chat ID: ${chatId}\nPassport 계정의 보안 페이지에 입력하세요.`,
  notices: {
    enabledSubject: '2단계 인증이 켜졌습니다',
    enabled: (method) => `Passport 계정에 ${method}을(를) 통한 2단계 인증이 켜졌습니다.`,
    disabledSubject: '2단계 인증이 꺼졌습니다',
    disabled: (method) => `Passport 계정에서 ${method}을(를) 통한 2단계 인증이 꺼졌습니다.`,
    reset: '요청에 따라 지원팀이 Passport 계정의 두 번째 인증 수단을 삭제했습니다.',
    passwordSubject: '비밀번호가 변경되었습니다',
    password: 'Passport 계정의 비밀번호가 변경되었습니다.',
    factorActive: (method) =>
      `계정에 ${method}을(를) 통한 2단계 인증이 계속 켜져 있습니다. 직접 켠 것이 아니라면 즉시 고객 지원팀에 알려 주세요.`,
    suspendedSubject: 'Passport 계정이 정지되었습니다',
    suspended:
      'Passport 계정이 정지되었습니다. 복구될 때까지 Passport와 연결된 제품에 로그인할 수 없습니다. 모든 곳에서 로그아웃되었습니다.',
    reinstatedSubject: 'Passport 계정이 다시 활성화되었습니다',
    reinstated: 'Passport 계정이 복구되었습니다. 다시 로그인할 수 있습니다.',
    contact: (support) => `문의 사항이 있으면 ${support}(으)로 연락해 주세요.`,
    notYou: (support) =>
      `본인이 아니라면 로그인 페이지의 "비밀번호를 잊으셨나요?"로 즉시 비밀번호를 재설정하고 ${support}(으)로 연락하세요.`,
    recoveryUsedSubject: '복구 코드가 사용되었습니다',
    recoveryUsed: (remaining) =>
      `Passport 계정에 로그인하거나 2단계 인증 수단을 변경하는 데 복구 코드가 사용되었습니다. 남은 미사용 코드: ${remaining}개.`,
    recoveryLow: '복구 코드가 3개만 남았습니다. 보안 페이지에서 새 코드를 생성하세요.',
  },
};
