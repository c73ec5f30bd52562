import { ZChangePasswordFormSchema } from './change-password';
import { countriesIn, COUNTRY_CODES } from './countries';
import { ZPasswordResetFormSchema } from './password-reset';
import { ZRegistrationFormSchema, ZRegistrationSchema } from './registration';

const valid = {
  email: ' Ada@Example.com ',
  firstName: 'Ada',
  lastName: 'Lovelace',
  nationalityId: 'de',
  password: 'Kx7!vRq2m',
  application: 'platinworld',
  inviteCode: '',
};

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('shared form schemas', () => {
  it('normalise what the server stores', () => {
    const parsed = ZRegistrationSchema.parse(valid);
    expect(parsed).toMatchObject({
      email: 'Ada@Example.com',
      nationalityId: 'DE',
      application: 'PLATINWORLD',
      inviteCode: undefined,
    });
  });

  it('speak SPEC §8 codes', () => {
    expect(
      fieldErrors(
        ZRegistrationSchema.safeParse({ ...valid, email: 'a b@c.de', nationalityId: 'XX', firstName: ' ' }),
      ),
    ).toEqual({
      email: 'wrong_email',
      nationalityId: 'invalid_value',
      firstName: 'required',
    });
    const form = {
      ...valid,
      passwordConfirmation: 'other',
      termsAccepted: true,
      privacyAccepted: true,
      termsOfUseAccepted: true,
    };
    expect(fieldErrors(ZRegistrationFormSchema.safeParse(form))).toEqual({
      passwordConfirmation: 'not_match',
    });
    expect(
      fieldErrors(
        ZRegistrationFormSchema.safeParse({
          ...form,
          passwordConfirmation: valid.password,
          termsAccepted: false,
        }),
      ),
    ).toEqual({
      termsAccepted: 'required',
    });
    expect(
      fieldErrors(
        ZPasswordResetFormSchema.safeParse({ password: 'Kx7!vRq2m', passwordConfirmation: 'x', code: 'c' }),
      ),
    ).toEqual({
      passwordConfirmation: 'invalid_password_format',
    });
    expect(
      fieldErrors(
        ZChangePasswordFormSchema.safeParse({
          password: 'x',
          newPassword: 'Kx7!vRq2m',
          newPasswordConfirmation: 'y',
        }),
      ),
    ).toEqual({
      newPasswordConfirmation: 'not_match',
    });
  });

  it('lists 249 distinct ISO codes, each with a name', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(countriesIn('ru').every((c) => c.label !== c.code)).toBe(true);
  });
});

describe('a form posted before hydration (every value a string)', () => {
  const posted = (body: string) => Object.fromEntries(new URLSearchParams(body));

  it('gives one code per field and still compares the passwords', () => {
    const result = ZRegistrationFormSchema.safeParse(
      posted(
        'nationalityId=&email=&firstName=&lastName=&password=Kx7%21vRq2m&passwordConfirmation=Kx7%3FvRq2m',
      ),
    );
    expect(fieldErrors(result)).toEqual({
      nationalityId: 'required',
      email: 'required',
      firstName: 'required',
      lastName: 'required',
      passwordConfirmation: 'not_match',
      termsAccepted: 'required',
      privacyAccepted: 'required',
      termsOfUseAccepted: 'required',
    });
  });

  it('reads a ticked checkbox ("on") and an empty application as none', () => {
    const parsed = ZRegistrationFormSchema.parse(
      posted(
        'nationalityId=fr&email=m%40example.com&firstName=Marie&lastName=Curie&password=Kx7%21vRq2m' +
          '&passwordConfirmation=Kx7%21vRq2m&termsAccepted=on&privacyAccepted=on&termsOfUseAccepted=on' +
          '&application=&inviteCode=',
      ),
    );
    expect(parsed).toMatchObject({ nationalityId: 'FR', termsAccepted: true, application: undefined });
  });

  it('refuses an application this portal does not serve', () => {
    expect(fieldErrors(ZRegistrationSchema.safeParse({ ...valid, application: 'NOPE' }))).toEqual({
      application: 'unsupported_application',
    });
  });
});
