/** Polls until `check` holds: a UI test waits for the frame it expects, never for a fixed time. */
export async function until<T>(check: () => T, what: string, timeout = 5000): Promise<T> {
  const begun = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - begun > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
