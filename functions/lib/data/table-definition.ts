/** The single table's key schema, shared by the CDK stack and the local stack. */
export const tableKeys = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expiresAt',
  gsi1: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
} as const;
