import { DOCUMENT_PATH_PATTERN, ZDocumentSaveSchema } from './documents';
import { fieldErrorsOf } from './validation';

describe('document schemas', () => {
  it('keys errors by their path, like documentMetadata.addressPostal.zip', () => {
    const parsed = ZDocumentSaveSchema.safeParse({
      documentType: 'ADDRESS',
      documentMetadata: { addressPostal: { zip: 'z'.repeat(257) }, addressResidential: 'x' },
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      'documentMetadata.addressPostal.zip': ['max_length'],
      'documentMetadata.addressResidential': ['invalid_value'],
    });
  });

  it('fills a draft: missing text is empty, the account type ENTREPRENEUR, codes upper-cased', () => {
    const parsed = ZDocumentSaveSchema.parse({
      documentType: 'COMPANY',
      documentMetadata: { taxId: ' 12 ', companyName: null },
    });
    expect(parsed.documentMetadata).toEqual({ taxId: '12', accountType: 'ENTREPRENEUR', companyName: '' });
  });

  it('names of stored files are the service own: no traversal, no other extensions', () => {
    const good = '0b6c3d1e-8f5a-4b7c-9d2e-1f3a5b7c9d0e/0123456789abcdef0123456789abcdef.jpg';
    expect(DOCUMENT_PATH_PATTERN.test(good)).toBe(true);
    for (const bad of ['../secrets.json', `${good}/..`, good.replace('.jpg', '.svg'), `/${good}`]) {
      expect(DOCUMENT_PATH_PATTERN.test(bad)).toBe(false);
    }
  });
});
