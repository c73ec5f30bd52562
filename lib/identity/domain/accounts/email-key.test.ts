import { emailKey } from './email-key';

describe('emailKey: one mailbox, one account', () => {
  it('folds case, full-width letters and internationalised domains to one key', () => {
    expect(emailKey(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailKey('ａｄａ@ｅｘａｍｐｌｅ.com')).toBe('ada@example.com');
    expect(emailKey('ada@BÜCHER.example')).toBe('ada@xn--bcher-kva.example');
    expect(emailKey('ada@bücher.example')).toBe(emailKey('ada@xn--bcher-kva.example'));
  });
});
