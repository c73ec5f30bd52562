import { EMPTY_METADATA, type TDocument } from '../schemas/documents';
import { hasPassportName, isReadyToSubmit, readinessErrors } from './document-readiness';

const doc = (documentType: TDocument['documentType'], documentMetadata: unknown, files = ['a/b.jpg']) => ({
  documentType,
  documentMetadata: documentMetadata as TDocument['documentMetadata'],
  relativeFilePath: files,
});
const passport = {
  ...EMPTY_METADATA.PASSPORT,
  name: 'Ada',
  surname: 'Lovelace',
  birthday: '1990-12-10',
  placeOfBirth: 'London',
  citizenship: 'GB',
  seriesNumber: 'AB 1',
  issuedBy: 'HMPO',
  issueDate: '2020-01-15',
  expireDate: '2099-01-01',
};
const part = { address1: '1 Row', address2: '', city: 'London', country: 'GB', zip: 'E1' };

describe('readiness rules (SPEC §4)', () => {
  it('passport: every field and a file', () => {
    expect(isReadyToSubmit(doc('PASSPORT', passport))).toBe(true);
    expect(readinessErrors(doc('PASSPORT', { ...passport, issuedBy: '' }, []))).toEqual({
      'documentMetadata.issuedBy': ['required'],
      relativeFilePath: ['required'],
    });
    // A saved expiry that has come too close since.
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(readinessErrors(doc('PASSPORT', { ...passport, expireDate: soon }))).toEqual({
      'documentMetadata.expireDate': ['expire_date'],
    });
  });

  it('address: line 1, city, country and zip of both addresses (line 2 optional) and a file', () => {
    expect(isReadyToSubmit(doc('ADDRESS', { addressPostal: part, addressResidential: part }))).toBe(true);
    expect(
      readinessErrors(
        doc('ADDRESS', { addressPostal: part, addressResidential: { ...part, zip: '', city: '' } }),
      ),
    ).toEqual({
      'documentMetadata.addressResidential.city': ['required'],
      'documentMetadata.addressResidential.zip': ['required'],
    });
  });

  it('business: the tax ID and a file; selfie: a file', () => {
    expect(isReadyToSubmit(doc('COMPANY', { ...EMPTY_METADATA.COMPANY, taxId: 'X1' }))).toBe(true);
    expect(readinessErrors(doc('COMPANY', EMPTY_METADATA.COMPANY))).toEqual({
      'documentMetadata.taxId': ['required'],
    });
    expect(isReadyToSubmit(doc('SELFIE', null))).toBe(true);
    expect(isReadyToSubmit(doc('SELFIE', null, []))).toBe(false);
  });

  it('a passport counts as named with both name and surname', () => {
    expect(hasPassportName(doc('PASSPORT', passport))).toBe(true);
    expect(hasPassportName(doc('PASSPORT', { ...passport, surname: '' }))).toBe(false);
    expect(hasPassportName(undefined)).toBe(false);
  });
});
