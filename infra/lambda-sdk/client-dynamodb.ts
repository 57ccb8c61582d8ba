// The DynamoDB client shipped beside each Lambda bundle as one ESM file set (infra/pool-function.ts).
export * from '@aws-sdk/client-dynamodb';
