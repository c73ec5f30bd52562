import { isIdentityError } from '../identity-error';
import { createImageQueue } from './image-queue';

/** A job the test finishes by hand, recording when it started. */
function job(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const MiB = 1024 * 1024;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('image queue', () => {
  it('runs at most `concurrency` images at once, the rest in arrival order', async () => {
    const queue = createImageQueue({ concurrency: 2, memoryBudgetBytes: 100 * MiB, waitingLimit: 10 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => job(log, name));
    const results = jobs.map((j) => queue.run(MiB, j.work));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.state()).toEqual({ running: 2, bytesInUse: 2 * MiB, waiting: 2 });
    jobs[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.state()).toEqual({ running: 0, bytesInUse: 0, waiting: 0 });
  });

  it('keeps the images in hand within the memory budget; one larger than the budget runs alone', async () => {
    const queue = createImageQueue({ concurrency: 4, memoryBudgetBytes: 100 * MiB, waitingLimit: 10 });
    const log: string[] = [];
    const [big, small, huge] = ['big', 'small', 'huge'].map((name) => job(log, name));
    const runs = [
      queue.run(70 * MiB, big!.work),
      queue.run(40 * MiB, small!.work),
      queue.run(500 * MiB, huge!.work),
    ];
    await settle();
    // 70 + 40 > 100: the small one waits although a place is free.
    expect(log).toEqual(['start big']);
    big!.finish();
    await settle();
    expect(log).toEqual(['start big', 'end big', 'start small']);
    small!.finish();
    await settle();
    expect(log.at(-1)).toBe('start huge');
    huge!.finish();
    await Promise.all(runs);
  });

  it('refuses a visitor with too_many_requests when too many wait, but never a background job', async () => {
    const queue = createImageQueue({ concurrency: 1, memoryBudgetBytes: 100 * MiB, waitingLimit: 1 });
    const log: string[] = [];
    const [first, second, background] = ['first', 'second', 'background'].map((name) => job(log, name));
    const runs = [queue.run(MiB, first!.work), queue.run(MiB, second!.work)];
    const refused = await queue.run(MiB, async () => 'never').catch((error: unknown) => error);
    expect(isIdentityError(refused) && refused.code).toBe('too_many_requests');
    const waited = queue.run(MiB, background!.work, { mayRefuse: false });
    first!.finish();
    second!.finish();
    background!.finish();
    expect(await Promise.all([...runs, waited])).toEqual(['first', 'second', 'background']);
  });
});
