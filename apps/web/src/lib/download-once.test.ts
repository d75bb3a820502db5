import { describe, expect, it } from 'vitest';
import { downloadOnce } from './download-once.ts';

describe('downloadOnce', () => {
  it('downloads once, however often it is asked, and keeps what arrived', async () => {
    let calls = 0;
    const once = downloadOnce(async () => ++calls);
    expect(once.loaded).toBeNull();
    expect(once.pending).toBe(false);
    const first = once.load();
    expect(once.pending).toBe(true);
    expect(once.load()).toBe(first);
    await expect(first).resolves.toBe(1);
    expect(once.pending).toBe(false);
    expect(once.loaded).toBe(1);
    await expect(once.load()).resolves.toBe(1);
    expect(calls).toBe(1);
  });

  it('tries a failed download again on the next call', async () => {
    let calls = 0;
    const once = downloadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'chunk';
    });
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.pending).toBe(false);
    expect(once.loaded).toBeNull();
    await expect(once.load()).resolves.toBe('chunk');
    expect(once.loaded).toBe('chunk');
    expect(calls).toBe(2);
  });
});
