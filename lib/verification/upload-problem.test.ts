import { uploadProblemOf } from './upload-problem';

describe('upload checks in the browser', () => {
  it('the browser warns before sending: Invalid size over 5242880 bytes, Invalid type otherwise', () => {
    expect(uploadProblemOf({ size: 5_242_880, type: 'image/jpeg' })).toBeNull();
    expect(uploadProblemOf({ size: 5_242_881, type: 'image/jpeg' })).toBe('invalidSize');
    expect(uploadProblemOf({ size: 10, type: 'image/gif' })).toBe('invalidType');
    expect(uploadProblemOf({ size: 10, type: 'image/png' })).toBeNull();
  });
});
