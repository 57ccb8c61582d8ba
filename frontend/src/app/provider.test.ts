// @vitest-environment happy-dom
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { systemForProvider } from '@/app/provider';

const system = createSystem(defaultBaseConfig);

const documentWith = (head: string) => {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = head;
  return doc;
};

describe('systemForProvider', () => {
  it('keeps the global styles for a page that does not carry them', () => {
    expect(systemForProvider(system, documentWith('<style data-emotion="css abc">.css-abc{}</style>'))).toBe(
      system,
    );
    expect(systemForProvider(system, undefined)).toBe(system);
  });

  it('leaves out the global styles a prerendered page carries, and nothing else', () => {
    const provided = systemForProvider(
      system,
      documentWith('<style data-emotion="css-global 17z18sm">:where(html){}</style>'),
    );
    expect(provided._global).toEqual([]);
    expect(system._global.length).toBeGreaterThan(0);
    expect(provided.css).toBe(system.css);
    expect(provided.getSlotRecipeFn).toBe(system.getSlotRecipeFn);
    expect(provided._config).toBe(system._config);
    expect(provided.token('colors.red.500')).toBe(system.token('colors.red.500'));
  });
});
