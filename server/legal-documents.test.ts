import path from 'node:path';

import { legalDocumentFile } from './legal-documents';

describe('legalDocumentFile', () => {
  const dataDir = '/srv/passport';

  it('maps the per-locale PDFs and the imprint into DATA_DIR/legal', () => {
    expect(legalDocumentFile('/docs/ar/PrivacyPolicyPP.pdf', dataDir)).toBe(
      path.join(dataDir, 'legal', 'ar', 'PrivacyPolicyPP.pdf'),
    );
    expect(legalDocumentFile('/docs/en/CookiePolicy.pdf', dataDir)).toBe(
      path.join(dataDir, 'legal', 'en', 'CookiePolicy.pdf'),
    );
    expect(legalDocumentFile('/Imprint.html', dataDir)).toBe(path.join(dataDir, 'legal', 'Imprint.html'));
  });

  it('reaches nothing else: other files, unknown languages, traversal', () => {
    for (const pathname of [
      '/docs/en/secret.pdf',
      '/docs/xx/TermsofUsePP.pdf',
      '/docs/en/../../session-secret',
      '/docs/en/%2e%2e/TermsofUsePP.pdf',
      '/docs/../legal/en/TermsofUsePP.pdf',
      '/docs/en/TermsofUsePP.pdf/',
      '/imprint.html',
    ]) {
      expect(legalDocumentFile(pathname, dataDir)).toBeNull();
    }
  });
});
