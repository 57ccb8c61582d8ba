/**
 * The parts of an UpdateCommand that set whole attributes, whatever their names: every name and value
 * goes through a placeholder (`#s0 = :s0`), so no attribute name is ever written into the expression.
 * `tag` keeps the placeholders apart from a condition's own.
 */
export const setAttributes = (fields: Record<string, unknown>, tag = 's') => {
  const entries = Object.entries(fields);
  return {
    UpdateExpression: `SET ${entries.map((_, i) => `#${tag}${i} = :${tag}${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#${tag}${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:${tag}${i}`, value])),
  };
};
