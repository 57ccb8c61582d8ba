/** An attribute, or a path into a map attribute: `['week_3', 'isCorrect']` is `week_3.isCorrect`. */
export type AttributePath = string | readonly string[];

export interface UpdateParts {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * The parts of an UpdateCommand that set and remove attributes, or fields inside map attributes,
 * whatever their names: every name and value goes through a placeholder (`#u0.#u1 = :u0`), so no
 * attribute name is ever written into the expression. `tag` keeps the placeholders apart from a
 * condition's own; a condition's names and values are merged with these by the caller.
 */
export const updateParts = (
  changes: { set?: readonly (readonly [AttributePath, unknown])[]; remove?: readonly AttributePath[] },
  tag = 'u',
): UpdateParts => {
  const names = new Map<string, string>();
  const nameOf = (name: string) => {
    const known = names.get(name);
    if (known) return known;
    const placeholder = `#${tag}${names.size}`;
    names.set(name, placeholder);
    return placeholder;
  };
  const pathOf = (path: AttributePath) => (typeof path === 'string' ? [path] : path).map(nameOf).join('.');
  const values: Record<string, unknown> = {};
  const sets = (changes.set ?? []).map(([path, value], i) => {
    values[`:${tag}${i}`] = value;
    return `${pathOf(path)} = :${tag}${i}`;
  });
  const removes = (changes.remove ?? []).map(pathOf);
  const clauses = [
    ...(sets.length ? [`SET ${sets.join(', ')}`] : []),
    ...(removes.length ? [`REMOVE ${removes.join(', ')}`] : []),
  ];
  if (clauses.length === 0) throw new Error('An update needs something to set or remove');
  return {
    UpdateExpression: clauses.join(' '),
    ExpressionAttributeNames: Object.fromEntries(
      [...names].map(([name, placeholder]) => [placeholder, name]),
    ),
    // DynamoDB refuses an empty map of values (a removal alone has none).
    ...(sets.length ? { ExpressionAttributeValues: values } : {}),
  };
};
