import { describe, expect, it } from 'vitest';
import { setAttributes } from './update-expression';

describe('setAttributes', () => {
  it('sets every field through name and value placeholders, even a reserved or odd name', () => {
    expect(setAttributes({ name: 'Ann', 'week#15': 3, status: null }, 'f')).toEqual({
      UpdateExpression: 'SET #f0 = :f0, #f1 = :f1, #f2 = :f2',
      ExpressionAttributeNames: { '#f0': 'name', '#f1': 'week#15', '#f2': 'status' },
      ExpressionAttributeValues: { ':f0': 'Ann', ':f1': 3, ':f2': null },
    });
  });
});
