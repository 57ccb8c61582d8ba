import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceExistsException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { secretVapidKeys } from './vapid-secret';
import { generateVapidKeys } from './web-push-package';

/* Secrets Manager stands in for AWS here, as SES does in ses-mailer.test.ts: the local stack keeps the keys in its table. */
const secrets = mockClient(SecretsManagerClient);
const SECRET = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:VapidKeys-abc';

describe('the VAPID keys in the stack secret', () => {
  beforeEach(() => secrets.reset());

  it('reads a stored key pair and writes nothing', async () => {
    const keys = await generateVapidKeys();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(keys) });
    expect(await secretVapidKeys(SECRET)).toEqual(keys);
    expect(secrets.commandCalls(PutSecretValueCommand)).toEqual([]);
  });

  it('replaces the placeholder the stack made with a generated P-256 pair, under the first-use version', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'PlaceholderFromTheStack0123456789' });
    secrets.on(PutSecretValueCommand).resolves({});
    const keys = await secretVapidKeys(SECRET);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    const [put] = secrets.commandCalls(PutSecretValueCommand);
    expect(put?.args[0].input).toEqual({
      SecretId: SECRET,
      SecretString: JSON.stringify(keys),
      ClientRequestToken: 'pool-vapid-keys-generated-on-first-use',
    });
  });

  it('answers the pair another first use stored, when Secrets Manager refuses a second one', async () => {
    const first = await generateVapidKeys();
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET, VersionId: undefined })
      .resolves({ SecretString: 'PlaceholderFromTheStack0123456789' })
      .on(GetSecretValueCommand, { SecretId: SECRET, VersionId: 'pool-vapid-keys-generated-on-first-use' })
      .resolves({ SecretString: JSON.stringify(first) });
    secrets
      .on(PutSecretValueCommand)
      .rejects(new ResourceExistsException({ message: 'version exists with other content', $metadata: {} }));
    expect(await secretVapidKeys(SECRET)).toEqual(first);
  });
});
