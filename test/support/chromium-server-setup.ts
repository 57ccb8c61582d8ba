import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's chromium listens (`chromiumForFile` connects to it). */
    chromiumEndpoint?: string;
  }
}

/**
 * One chromium for the whole run, launched once instead of once per file (~0.7 s of CPU each):
 * every file connects to it and opens its own contexts (no cookies, storage or service workers
 * shared), and its contexts close when the file disconnects.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(chromiumLaunchOptions);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
