import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, vi } from 'vitest';
import { poolSystem } from '@/app/system';
import { Toaster } from '@/components/toaster';
import { swrConfig } from '@/lib/swr-config';
import { toaster } from '@/lib/toaster';

/*
 * Component tests render the real component inside the app's providers (Chakra with the app's
 * system, SWR with the app's config, a router, the toaster) and answer its API reads from fixtures
 * through a fetch stub that records every request, so a test asserts what was sent.
 */

// The findBy queries wait 5 s, not 1: a component's first render takes over a second when the
// whole suite shares two cores.
configure({ asyncUtilTimeout: 5_000 });

/** What happy-dom lacks and zag (Chakra's state machines) calls. */
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // The toast store outlives the Toaster: a test's toast must not show in the next test.
  toaster.remove();
  vi.unstubAllGlobals();
});

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** An answer to a request: JSON with status 200, or a status and body (and headers) of its own. */
export type Answer = unknown | { status: number; body: unknown; headers?: Record<string, string> };
type Route = Answer | ((request: SentRequest) => Answer);

const isStatusAnswer = (
  answer: unknown,
): answer is { status: number; body: unknown; headers?: Record<string, string> } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/**
 * Renders `ui` as the app does, with `routes` ("GET /api/x" or "POST /api/x") answering the API, at
 * the address `at`. A request no route answers gets a 404, so a missing fixture shows as the page's
 * load error.
 */
export const renderWithApp = (ui: ReactElement, routes: Record<string, Route>, at = '/') => {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        url: input,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.url}`];
      const answer = typeof route === 'function' ? route(request) : route;
      if (answer === undefined)
        return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      const { status, body, headers } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
  // A data router, as the app's: the pick sheet's unsaved-changes guard needs one.
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [at] });
  const view = render(
    <ChakraProvider value={poolSystem()}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <RouterProvider router={router} />
        <Toaster />
      </SWRConfig>
    </ChakraProvider>,
  );
  return { ...view, requests };
};
