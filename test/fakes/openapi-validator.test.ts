import { describe, expect, it } from 'vitest';
import { checkRequest, matchOperation } from './openapi-validator.js';

describe('the fake GitHub checks requests against the OpenAPI description', () => {
  it('matches operations by path template', () => {
    expect(matchOperation('POST', '/repos/o/r/issues/12/comments')?.operationId).toBe('issues/create-comment');
    expect(matchOperation('PATCH', '/repos/o/r/issues/comments/99')?.operationId).toBe('issues/update-comment');
    expect(matchOperation('POST', '/repos/o/r/issues/12/commentz')).toBeUndefined();
  });

  it('rejects a body the API would reject', () => {
    const url = new URL('http://x/repos/o/r/issues/12/comments');
    expect(checkRequest('POST', url, { body: 'hi' }).problems).toEqual([]);
    expect(checkRequest('POST', url, { text: 'hi' }).problems).toEqual(['body.body is required']);
    expect(checkRequest('POST', url, { body: 5 }).problems).toEqual(['body.body should be string, got integer']);
  });
});
