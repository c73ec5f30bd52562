import { landingTone, slideDuration, themeIndexAt } from './landing-timing';

describe('landing autoplay timing', () => {
  it('waits 15 s on the first show', () => {
    expect(slideDuration(3, true)).toBe(15_000);
    expect(slideDuration(2, true)).toBe(15_000);
  });

  it('waits 5 s per theme plus 1 s between themes after a change', () => {
    expect(slideDuration(2, false)).toBe(11_000);
    expect(slideDuration(3, false)).toBe(17_000);
    expect(slideDuration(1, false)).toBe(5_000);
  });

  it('steps through the themes every 6 s and stays on the last', () => {
    expect(themeIndexAt(0, 3)).toBe(0);
    expect(themeIndexAt(5_999, 3)).toBe(0);
    expect(themeIndexAt(6_000, 3)).toBe(1);
    expect(themeIndexAt(12_000, 3)).toBe(2);
    expect(themeIndexAt(60_000, 3)).toBe(2);
  });

  it('is light on the first slide and dark after it', () => {
    expect(landingTone(0)).toBe('light');
    expect(landingTone(1)).toBe('dark');
    expect(landingTone(7)).toBe('dark');
  });
});
