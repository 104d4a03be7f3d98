import { describe, expect, it } from 'vitest';
import { describedByOf } from './field-messages';

describe('describedByOf', () => {
  it('names the error first, then the hint, and nothing when neither is shown', () => {
    expect(describedByOf('f1', 'This field is required.', 'At least 8')).toBe('f1-error f1-hint');
    expect(describedByOf('f1', undefined, 'At least 8')).toBe('f1-hint');
    expect(describedByOf('f1', 'Bad', undefined)).toBe('f1-error');
    expect(describedByOf('f1', '', null)).toBeUndefined();
  });
});
