interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

const showAsText = (node: MarkdownNode): void => {
  if (node.type === 'html') node.type = 'text';
  node.children?.forEach(showAsText);
};

/**
 * A remark plugin: HTML typed into the rules (`<script>`, `<iframe>`, `<img onerror>`) is shown as the
 * text it is, never parsed or run (react-markdown would otherwise drop it silently).
 */
export const htmlAsText = () => showAsText;
