import { describe, expect, it } from 'vitest';
import { MESSAGE_STATES } from '../../../../src-shared/schemas/messages';
import { hourLabel, mayBeSentAgain } from './message-words';

describe('the words of Settings → Messages', () => {
  it('name the daily hour on the Display clock', () => {
    expect([0, 8, 12, 23].map((hour) => hourLabel(hour, '12-hour'))).toEqual(['12:00 AM', '8:00 AM', '12:00 PM', '11:00 PM']);
    expect([0, 8, 23].map((hour) => hourLabel(hour, '24-hour'))).toEqual(['00:00', '08:00', '23:00']);
  });

  it('offer Send again only for a message whose delivery gave up', () => {
    expect(MESSAGE_STATES.filter(mayBeSentAgain)).toEqual(['failed', 'refused']);
  });
});
