import { describe, expect, it } from 'vitest';
import { moderationActions } from './moderation';

describe('moderationActions', () => {
  it('offers publish and decline while waiting', () => {
    expect(moderationActions('wait')).toEqual(['publish', 'decline', 'edit', 'block']);
  });
  it('offers only edit and block once published', () => {
    expect(moderationActions('approved')).toEqual(['edit', 'block']);
  });
  it('sends a declined item back to moderation', () => {
    expect(moderationActions('declined')).toEqual(['send', 'edit', 'block']);
  });
  it('only unblocks a blocked item, hiding edit and block', () => {
    expect(moderationActions('blocked')).toEqual(['unblock']);
  });
});
