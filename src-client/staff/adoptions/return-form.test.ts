import { describe, expect, it } from 'vitest';
import { returnDefaults, ZReturnForm } from './return-form';

describe('the Return form', () => {
  it('needs the reason, with the API’s message', () => {
    const result = ZReturnForm.safeParse(returnDefaults(4, '2026-11-24', '10:40'));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['reason', 'Reason for the return is required']]);
  });

  it('sends the return dated and timed as the form opened, the condition and the location none until chosen', () => {
    expect(ZReturnForm.parse({ ...returnDefaults(4, '2026-11-24', '10:40'), reason: 'Landlord refused pets' })).toEqual({
      id: 4,
      date: '2026-11-24',
      time: '10:40',
      reason: 'Landlord refused pets',
      condition: null,
      locationId: null,
    });
    expect(ZReturnForm.parse({ ...returnDefaults(4, '2026-11-24', ''), reason: 'x', condition: 'Healthy' as const })).toMatchObject({
      condition: 'Healthy',
      time: null,
    });
    expect(ZReturnForm.parse({ ...returnDefaults(4, '2026-11-24', '10:40'), reason: 'x', locationId: 7 })).toMatchObject({ locationId: 7 });
  });
});
