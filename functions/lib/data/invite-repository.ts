import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld, db, tableName } from './client';
import { inviteKey } from './keys';

/** The pool's invite link: its code, and the generation a sign-in started through it remembers. */
export interface Invite {
  code: string;
  generation: string;
  createdAt: string;
}

export const getInvite = async (): Promise<Invite | null> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: inviteKey, ConsistentRead: true }),
  );
  if (!Item) return null;
  return { code: Item.code, generation: Item.generation, createdAt: Item.createdAt };
};

/** Stores the first invite unless one exists; false when another request stored one first. */
export const createInvite = (invite: Invite): Promise<boolean> =>
  conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...inviteKey, ...invite },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );

/** Replaces the invite whatever it was: the old code admits nobody from now on. */
export const putInvite = async (invite: Invite): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...inviteKey, ...invite } }));
};
