import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '@/lib/toaster';

const shown = () => toaster.getVisibleToasts().map((toast) => toast.title);

describe('toaster', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('shows only the newest message, none of the earlier ones waiting behind it', () => {
    toaster.create({ type: 'warning', title: 'Incomplete Picks' });
    toaster.create({ type: 'warning', title: 'Incomplete Picks again' });
    toaster.create({ type: 'success', title: 'Picks Saved' });
    expect(shown()).toEqual(['Picks Saved']);
    expect(toaster.getCount()).toBe(1);
  });

  it('replaces through the typed shortcuts too, an error included', () => {
    toaster.success({ title: 'Game score updated' });
    toaster.error({ title: 'Failed to simulate week' });
    expect(shown()).toEqual(['Failed to simulate week']);
  });
});
