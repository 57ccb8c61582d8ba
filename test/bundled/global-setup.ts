import { synthesizedFunctions } from '../../infra/local/bundled-handlers';

/** The bundled project tests the bundles of cdk.out: refuse at once, with the fix, when there are none. */
export default function setup() {
  const assembly = process.env.POOL_API_BUNDLES || 'cdk.out';
  try {
    synthesizedFunctions(assembly);
  } catch (error) {
    throw new Error(`The bundled tests need the synthesized stack: ${(error as Error).message}`);
  }
}
