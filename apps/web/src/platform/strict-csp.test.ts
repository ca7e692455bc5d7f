import { describe, expect, it } from 'vitest';
import { preferJitlessZod } from './strict-csp';

describe('preferJitlessZod (issue #20 finding 4: no CSP violation from zod)', () => {
  it('zod loaded afterwards parses objects without ever calling the Function constructor', async () => {
    preferJitlessZod();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let constructed = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        constructed += 1;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ name: z.string(), age: z.number() });
      for (let index = 0; index < 3; index += 1) expect(schema.parse({ name: 'Ayesha', age: 17 }).name).toBe('Ayesha');
    } finally {
      globalThis.Function = original;
    }
    expect(constructed).toBe(0);
  });
});
