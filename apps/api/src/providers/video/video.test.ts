import { describe, expect, it } from 'vitest';
import { createMeetingLinks, generatedRoom } from './index';

describe('meeting links', () => {
  it('generates an unguessable room under the configured base', () => {
    const a = generatedRoom('https://meet.example.org/');
    const b = generatedRoom('https://meet.example.org');
    expect(a).toMatch(/^https:\/\/meet\.example\.org\/ravan-[A-Za-z0-9_-]{22}$/);
    expect(a).not.toBe(b);
  });

  it("prefers the therapist's own link", () => {
    const links = createMeetingLinks({ meetingBaseUrl: 'https://meet.jit.si' });
    expect(links.roomFor({ meetingUrl: 'https://zoom.example/j/1' })).toBe(
      'https://zoom.example/j/1',
    );
    expect(links.roomFor({ meetingUrl: '  ' })).toMatch(/^https:\/\/meet\.jit\.si\/ravan-/);
    expect(links.roomFor({ meetingUrl: null })).toMatch(/^https:\/\/meet\.jit\.si\/ravan-/);
  });
});
