import { cachedProbe } from './cached-probe';

describe('a cached health probe', () => {
  it('runs once for callers that ask together, reuses the answer while fresh, then probes again', async () => {
    let clock = 0;
    let runs = 0;
    let up = true;
    let release: () => void = () => {};
    const probe = cachedProbe(
      () => {
        runs += 1;
        return new Promise<boolean>((resolve) => (release = () => resolve(up)));
      },
      5000,
      () => clock,
    );
    const together = Array.from({ length: 400 }, () => probe());
    release();
    expect(await Promise.all(together)).toEqual(Array(400).fill(true));
    expect(runs).toBe(1);

    clock = 4999;
    up = false;
    expect(await probe()).toBe(true);
    expect(runs).toBe(1);

    clock = 5000;
    const later = probe();
    release();
    expect(await later).toBe(false);
    expect(runs).toBe(2);
  });

  it('counts a probe that throws as down', async () => {
    const probe = cachedProbe(
      () => Promise.reject(new Error('refused')),
      1000,
      () => 0,
    );
    expect(await probe()).toBe(false);
  });
});
