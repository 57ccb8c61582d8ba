import { describe, expect, it } from 'vitest';
import { updateParts } from './update-expression';

describe('updateParts', () => {
  it('sets every field through name and value placeholders, even a reserved or odd name', () => {
    expect(
      updateParts(
        {
          set: [
            ['name', 'Ann'],
            ['week#15', 3],
            ['status', null],
          ],
        },
        'f',
      ),
    ).toEqual({
      UpdateExpression: 'SET #f0 = :f0, #f1 = :f1, #f2 = :f2',
      ExpressionAttributeNames: { '#f0': 'name', '#f1': 'week#15', '#f2': 'status' },
      ExpressionAttributeValues: { ':f0': 'Ann', ':f1': 3, ':f2': null },
    });
  });

  it('sets fields inside map attributes, each name once, however many paths go through it', () => {
    expect(
      updateParts({
        set: [
          ['isEliminated', true],
          [['week_3', 'isCorrect'], false],
          [['week_4', 'isCorrect'], true],
          ['week_5', { teamId: 7 }],
        ],
      }),
    ).toEqual({
      UpdateExpression: 'SET #u0 = :u0, #u1.#u2 = :u1, #u3.#u2 = :u2, #u4 = :u3',
      ExpressionAttributeNames: {
        '#u0': 'isEliminated',
        '#u1': 'week_3',
        '#u2': 'isCorrect',
        '#u3': 'week_4',
        '#u4': 'week_5',
      },
      ExpressionAttributeValues: { ':u0': true, ':u1': false, ':u2': true, ':u3': { teamId: 7 } },
    });
  });

  it('writes a key of a map that holds a dot or a placeholder sign as one name, not a path', () => {
    expect(updateParts({ set: [[['admins', 'a.b#:c'], true]] })).toEqual({
      UpdateExpression: 'SET #u0.#u1 = :u0',
      ExpressionAttributeNames: { '#u0': 'admins', '#u1': 'a.b#:c' },
      ExpressionAttributeValues: { ':u0': true },
    });
  });

  it('removes paths, with no values when it only removes (DynamoDB refuses an empty map)', () => {
    expect(updateParts({ remove: [['admins', 'u-1'], 'pick_9'] }, 'r')).toEqual({
      UpdateExpression: 'REMOVE #r0.#r1, #r2',
      ExpressionAttributeNames: { '#r0': 'admins', '#r1': 'u-1', '#r2': 'pick_9' },
    });
  });

  it('sets and removes in one expression', () => {
    expect(updateParts({ set: [['pick_1', 'KC']], remove: ['pick_2'] })).toEqual({
      UpdateExpression: 'SET #u0 = :u0 REMOVE #u1',
      ExpressionAttributeNames: { '#u0': 'pick_1', '#u1': 'pick_2' },
      ExpressionAttributeValues: { ':u0': 'KC' },
    });
  });

  it('refuses an update with nothing in it rather than send an expression DynamoDB cannot read', () => {
    expect(() => updateParts({ set: [] })).toThrow('An update needs something to set or remove');
  });
});
