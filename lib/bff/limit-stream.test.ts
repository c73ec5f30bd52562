import { limitStream } from './limit-stream';

function source(chunks: number, size: number) {
  let sent = 0;
  return {
    stream: new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === chunks) return controller.close();
        sent += 1;
        controller.enqueue(new Uint8Array(size));
      },
    }),
    sent: () => sent,
  };
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
  }
}

describe('limitStream', () => {
  it('passes a body within the limit untouched', async () => {
    const { stream } = source(4, 1000);
    let exceeded = false;
    expect(await drain(limitStream(stream, 4000, () => (exceeded = true)))).toBe(4000);
    expect(exceeded).toBe(false);
  });

  it('fails past the limit and reads no further', async () => {
    const { stream, sent } = source(1000, 1000);
    let exceeded = false;
    await expect(drain(limitStream(stream, 2500, () => (exceeded = true)))).rejects.toThrow(
      'upload too large',
    );
    expect(exceeded).toBe(true);
    expect(sent()).toBeLessThanOrEqual(4);
  });
});
