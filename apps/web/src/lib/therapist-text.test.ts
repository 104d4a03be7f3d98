import { describe, expect, it } from 'vitest';
import { initialsOf, ownPhoto } from './therapist-text';

describe('therapist helpers', () => {
  it('makes initials without titles', () => {
    expect(initialsOf('Dr. Maryam Kazemi')).toBe('MK');
    expect(initialsOf('دکتر مریم کاظمی')).toBe('م\u200cک');
    expect(initialsOf('Sara')).toBe('S');
  });

  it('shows only photos the product serves itself (the CSP allows no others)', () => {
    expect(ownPhoto('/files/photo.jpg')).toBe('/files/photo.jpg');
    expect(ownPhoto('https://cdn.example/photo.jpg')).toBeNull();
    expect(ownPhoto('//cdn.example/photo.jpg')).toBeNull();
    expect(ownPhoto(null)).toBeNull();
  });
});
