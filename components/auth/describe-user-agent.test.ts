import { describeUserAgent } from './describe-user-agent';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';

describe('describeUserAgent', () => {
  it('names the browser with its major version and Windows by its marketing version', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 120', system: 'Windows 10' });
  });

  it('keeps the full system version elsewhere', () => {
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', system: 'iOS 17.1' });
    expect(describeUserAgent(SAFARI_MAC)).toEqual({ browser: 'Safari 17', system: 'macOS 10.15.7' });
  });

  it('leaves out a version the agent does not tell', () => {
    expect(describeUserAgent(FIREFOX_LINUX)).toEqual({ browser: 'Firefox 121', system: 'Linux' });
  });

  it('shows a dash for a missing or unknown agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: '—', system: '—' });
    expect(describeUserAgent('')).toEqual({ browser: '—', system: '—' });
    expect(describeUserAgent('curl-like/1')).toEqual({ browser: '—', system: '—' });
  });
});
