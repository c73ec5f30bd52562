import { renameFields } from './rename-fields';

describe('renameFields', () => {
  it('gives upstream field errors the browser form’s names and leaves the rest alone', () => {
    const renamed = renameFields(
      {
        state: 'error',
        errors: [
          { code: 'validation_error', fieldName: 'username', errors: ['required'] },
          { code: 'validation_error', fieldName: 'password', errors: ['max_length'] },
          { code: 'bad_credentials' },
        ],
        effects: {},
      },
      { username: 'email' },
    );
    expect(renamed.errors).toEqual([
      { code: 'validation_error', fieldName: 'email', errors: ['required'] },
      { code: 'validation_error', fieldName: 'password', errors: ['max_length'] },
      { code: 'bad_credentials' },
    ]);
  });
});
