import type { IncomingMessage } from 'node:http';

/**
 * A request body as a web stream with back-pressure. Unlike `Readable.toWeb`, data arriving after
 * the handler cancelled (an upload refused mid-way) is dropped rather than thrown at a closed stream,
 * and a client gone before the end reaches the handler as a failing body.
 */
export function requestBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on('end', () => {
        if (open) controller.close();
        open = false;
      });
      req.on('close', () => {
        if (open && !req.complete) controller.error(new Error('request aborted'));
        open = false;
      });
      req.on('error', (error) => {
        if (open) controller.error(error);
        open = false;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      req.resume();
    },
  });
}
