/** Waits until `startedAt + minMs`, so an answer's timing does not tell which branch ran. */
export async function answerNoSooner(startedAt: number, minMs: number): Promise<void> {
  const wait = startedAt + minMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
