// The DynamoDB document client shipped beside each Lambda bundle (infra/pool-function.ts).
export * from '@aws-sdk/lib-dynamodb';
