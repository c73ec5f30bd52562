import { safeResourceUrl } from './resource-url';

const backUrls = { PLATINWORLD: 'https://pw.example/app', ULTIMA: 'http://localhost:4000/ultima' };

describe('safeResourceUrl', () => {
  it('keeps a link on a configured back-URL origin', () => {
    expect(safeResourceUrl('https://pw.example/welcome', backUrls)).toBe('https://pw.example/welcome');
    expect(safeResourceUrl('http://localhost:4000/ultima', backUrls)).toBe('http://localhost:4000/ultima');
  });

  it.each([
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    '//pw.example/x',
    'not a url',
    null,
    42,
  ])('drops %j', (value) => {
    expect(safeResourceUrl(value, backUrls)).toBeNull();
  });
});
