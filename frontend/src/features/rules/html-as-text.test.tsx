import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { htmlAsText } from '@/features/rules/html-as-text';

const render = (text: string) =>
  renderToStaticMarkup(<Markdown remarkPlugins={[htmlAsText]}>{text}</Markdown>);

describe('htmlAsText', () => {
  it('shows a script, an iframe and an image handler as text, never as elements', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '',
        'Before <iframe src="https://example.com"></iframe> after',
        '',
        'An <img src=x onerror="alert(2)"> image',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<(script|iframe|img)\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;iframe src=&quot;https://example.com&quot;&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('leaves markdown as markdown', () => {
    expect(render('## Survivor\n\n- One team a week')).toBe(
      '<h2>Survivor</h2>\n<ul>\n<li>One team a week</li>\n</ul>',
    );
  });
});
