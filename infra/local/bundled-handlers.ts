import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ResourceGroup, resourceGroups } from '../../functions/routes';

/** One of the pool's Lambdas in a synthesized cloud assembly: the very files CloudFormation would upload. */
export interface SynthesizedFunction {
  /** The resource group (`admin`) or the job (`auto-pick`, `game-day`). */
  name: string;
  kind: 'api' | 'job';
  /** The bundle Lambda loads: `<assembly>/asset.<hash>/index.mjs`. */
  file: string;
  /** The export Lambda calls (`handler` of `index.handler`). */
  exportName: string;
}

// The functions' descriptions in infra/api.ts and infra/scheduled-jobs.ts.
const API_DESCRIPTION = 'NFL pool /api: ';
const JOB_DESCRIPTION = 'NFL pool: ';
const JOB_NAMES: Record<string, string> = {
  'Sunday auto-pick': 'auto-pick',
  'game-day live scores, grading and reminders': 'game-day',
};

const RUN_SYNTH = 'run npm run synth first';

interface TemplateResource {
  Type?: string;
  Properties?: { Description?: unknown; Handler?: unknown };
  Metadata?: Record<string, unknown>;
}

const nameOf = (description: unknown): Pick<SynthesizedFunction, 'name' | 'kind'> | null => {
  if (typeof description !== 'string') return null;
  if (description.startsWith(API_DESCRIPTION))
    return { name: description.slice(API_DESCRIPTION.length), kind: 'api' };
  if (!description.startsWith(JOB_DESCRIPTION)) return null;
  const job = description.slice(JOB_DESCRIPTION.length);
  return { name: JOB_NAMES[job] ?? job, kind: 'job' };
};

/** `index.handler` is `index.mjs` (or `.js`) and its export `handler`, as the Node.js runtime reads it. */
const bundleOf = (assetDir: string, handler: string): Pick<SynthesizedFunction, 'file' | 'exportName'> => {
  const dot = handler.lastIndexOf('.');
  const base = handler.slice(0, dot);
  const file = ['.mjs', '.js'].map((ext) => path.join(assetDir, base + ext)).find((f) => existsSync(f));
  return { file: file ?? path.join(assetDir, `${base}.mjs`), exportName: handler.slice(dot + 1) };
};

/** The pool's functions of every stack template in a cloud assembly (cdk.out), in template order. */
export const synthesizedFunctions = (assemblyDir: string): SynthesizedFunction[] => {
  const dir = path.resolve(assemblyDir);
  const templates = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.template.json')) : [];
  if (templates.length === 0) throw new Error(`No synthesized stack in ${dir}: ${RUN_SYNTH}`);
  const functions: SynthesizedFunction[] = [];
  for (const template of templates) {
    const { Resources = {} } = JSON.parse(readFileSync(path.join(dir, template), 'utf8')) as {
      Resources?: Record<string, TemplateResource>;
    };
    for (const [id, resource] of Object.entries(Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const named = nameOf(resource.Properties?.Description);
      if (!named) continue;
      const asset = resource.Metadata?.['aws:asset:path'];
      const handler = resource.Properties?.Handler;
      if (typeof asset !== 'string' || typeof handler !== 'string') {
        throw new Error(`${id} in ${template} has no bundled asset (aws:asset:path and Handler)`);
      }
      functions.push({ ...named, ...bundleOf(path.join(dir, asset), handler) });
    }
  }
  return functions;
};

// biome-ignore lint/suspicious/noExplicitAny: each bundle exports its own handler signature
type BundledHandler = (event: any, context: any) => Promise<any>;

export interface Bundles {
  dir: string;
  /** The handler of a resource group's bundle: the Lambda behind its /api routes. */
  group: (group: ResourceGroup) => Promise<BundledHandler>;
  /** The handler of a scheduled job's bundle (`auto-pick`, `game-day`). */
  job: (name: string) => Promise<BundledHandler>;
}

let instances = 0;

/**
 * The bundles of a cloud assembly, checked now (every resource group and job has its index.mjs) and
 * each loaded on first use by Node's own ESM loader, as Lambda loads it, with a module instance of
 * its own per call of this function: a fresh cold start per local stack, whose configuration
 * (DynamoDB endpoint, clients, caches) the bundle then keeps, as a Lambda would.
 */
export const loadBundles = (assemblyDir: string, jobs: readonly string[]): Bundles => {
  const dir = path.resolve(assemblyDir);
  const functions = synthesizedFunctions(dir);
  const find = (kind: SynthesizedFunction['kind'], name: string): SynthesizedFunction => {
    const found = functions.find((fn) => fn.kind === kind && fn.name === name);
    if (!found)
      throw new Error(
        `The ${kind === 'api' ? 'group' : 'job'} ${name} has no function in ${dir}: ${RUN_SYNTH}`,
      );
    if (!existsSync(found.file))
      throw new Error(`The bundle of ${name} is missing (${found.file}): ${RUN_SYNTH}`);
    return found;
  };
  for (const group of resourceGroups) find('api', group);
  for (const name of jobs) find('job', name);
  const instance = `${process.pid}-${++instances}`;
  const loaded = new Map<SynthesizedFunction, Promise<BundledHandler>>();
  const load = (fn: SynthesizedFunction): Promise<BundledHandler> => {
    let handler = loaded.get(fn);
    if (!handler) {
      const url = pathToFileURL(fn.file);
      url.searchParams.set('instance', instance);
      handler = import(/* @vite-ignore */ url.href).then((module) => {
        const exported = module[fn.exportName];
        if (typeof exported !== 'function')
          throw new Error(`${fn.file} exports no ${fn.exportName} function`);
        return exported as BundledHandler;
      });
      loaded.set(fn, handler);
    }
    return handler;
  };
  return {
    dir,
    group: (group) => load(find('api', group)),
    job: (name) => load(find('job', name)),
  };
};
