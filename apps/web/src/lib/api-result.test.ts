import { describe, expect, it } from 'vitest';
import { toApiResult } from './api-result';

describe('toApiResult', () => {
  it('keeps the payload and the message', () => {
    expect(
      toApiResult({ success: true, message: 'User retrieved successfully', data: { id: 'u-1' } }),
    ).toEqual({
      data: { id: 'u-1' },
      message: 'User retrieved successfully',
    });
  });

  it('keeps the page meta of a list', () => {
    const meta = { page: 2, limit: 6, total: 8, totalPage: 2 };
    expect(
      toApiResult({ success: true, message: 'Cars retrieved successfully', data: [1, 2], meta }),
    ).toEqual({
      data: [1, 2],
      message: 'Cars retrieved successfully',
      meta,
    });
  });

  it('gives no data for a message-only answer', () => {
    const answer = { success: true, message: 'User logged out successfully' } as never;
    expect(toApiResult(answer)).toEqual({ data: undefined, message: 'User logged out successfully' });
  });
});
