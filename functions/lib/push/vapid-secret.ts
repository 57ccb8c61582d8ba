import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import { generateVapidKeys, type VapidKeys } from './web-push-package';

/*
 * In AWS the deployment's VAPID keys live in the Secrets Manager secret the stack creates. The
 * stack cannot make a P-256 key pair, so the secret starts as a placeholder and the first use stores
 * a pair it generates as a new version under a fixed request token: Secrets Manager refuses another
 * value under that token, so of two first uses at once the first wins and the other reads it.
 */
const FIRST_KEYS_VERSION = 'pool-vapid-keys-generated-on-first-use';

let client: SecretsManagerClient | undefined;
/** One client per process; the SDK is loaded on first use, not in every cold start. */
const secretsManager = async () => {
  const sdk = await import('@aws-sdk/client-secrets-manager');
  client ??= new sdk.SecretsManagerClient({ region: config.region() });
  return { client, sdk };
};

const asKeys = (text: string | undefined): VapidKeys | null => {
  try {
    const value = JSON.parse(text ?? '') as Partial<VapidKeys>;
    return typeof value.publicKey === 'string' && typeof value.privateKey === 'string'
      ? { publicKey: value.publicKey, privateKey: value.privateKey }
      : null;
  } catch {
    return null;
  }
};

/** The keys in the secret `secretId`, generated and stored by the first use. Errors never carry the value. */
export const secretVapidKeys = async (secretId: string): Promise<VapidKeys> => {
  const { client, sdk } = await secretsManager();
  const read = async (VersionId?: string) =>
    asKeys(
      (await client.send(new sdk.GetSecretValueCommand({ SecretId: secretId, VersionId }))).SecretString,
    );
  const stored = await read();
  if (stored) return stored;
  const keys = await generateVapidKeys();
  try {
    await client.send(
      new sdk.PutSecretValueCommand({
        SecretId: secretId,
        SecretString: JSON.stringify(keys),
        ClientRequestToken: FIRST_KEYS_VERSION,
      }),
    );
    return keys;
  } catch (error) {
    if ((error as Error).name !== 'ResourceExistsException') throw error;
    const first = await read(FIRST_KEYS_VERSION);
    if (!first) throw new Error('The VAPID secret holds no key pair');
    return first;
  }
};
