import { logoutLocale, logoutPage } from './logout-page';

describe('the RP-initiated logout confirmation', () => {
  it('speaks the product’s ui_locales, else the browser’s language, else English', () => {
    expect(logoutLocale('xx ar', 'de-DE,de;q=0.9')).toBe('ar');
    expect(logoutLocale(undefined, 'pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(logoutLocale(undefined, 'xx')).toBe('en');
  });

  it('posts the provider’s form through the BFF, mirrored for Arabic', () => {
    const form =
      '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="x"/></form>';
    const page = logoutPage(form, 'ar');
    expect(page).toContain('action="/api/oidc/logout"');
    expect(page).not.toContain('/oidc/session/end/confirm');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('تسجيل الخروج');
  });
});
