import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiEnvelope, ApiErrorEnvelope } from '../schemas/envelope';
import { errorEnvelope, okEnvelope } from './envelope';

describe('envelope builders', () => {
  it('build envelopes the schemas accept', () => {
    expect(ApiEnvelope(z.number()).parse(okEnvelope(3))).toEqual({
      Data: 3,
      success: true,
      Message: null,
      error: null,
    });
    expect(okEnvelope([], 'Saved').Message).toBe('Saved');
    expect(ApiErrorEnvelope.parse(errorEnvelope('Not found', 'UserNotFoundException')).error).toBe(
      'UserNotFoundException',
    );
    expect(errorEnvelope('Bad Request').error).toBeNull();
  });
});
