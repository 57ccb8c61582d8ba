import { describe, expect, it } from 'vitest';
import { contentFrom, draftFrom, sameContent } from '@/features/admin-content/home-content-draft';

describe('home content draft', () => {
  it('sends a feature per non-blank line, trimmed', () => {
    const content = contentFrom({
      title: '  Pool  ',
      subtitle: '',
      description: ' Play ',
      features: ' One \n\n   \r\nTwo\r\n',
    });
    expect(content).toEqual({ title: 'Pool', subtitle: '', description: 'Play', features: ['One', 'Two'] });
  });

  it('starts from the stored content, or empty parts when nothing is stored', () => {
    expect(draftFrom({ title: 'T', subtitle: 'S', description: 'D', features: ['A', 'B'] })).toEqual({
      title: 'T',
      subtitle: 'S',
      description: 'D',
      features: 'A\nB',
    });
    expect(draftFrom(null)).toEqual({ title: '', subtitle: '', description: '', features: '' });
  });

  it('compares every part and the features in order', () => {
    const base = { title: 'T', subtitle: 'S', description: 'D', features: ['A', 'B'] };
    expect(sameContent(base, { ...base, features: ['A', 'B'] })).toBe(true);
    expect(sameContent(base, { ...base, features: ['B', 'A'] })).toBe(false);
    expect(sameContent(base, { ...base, features: ['A'] })).toBe(false);
    expect(sameContent(base, { ...base, title: 'X' })).toBe(false);
  });
});
