/**
 * A subgraph that holds several domains builds its resolver map from its modules' maps. A type may take fields from
 * several modules (a module adding fields to another's type); a field resolved by two modules is a mistake, refused
 * when the subgraph is built rather than one silently winning.
 */
export function mergeModuleResolvers<R extends object>(subgraph: string, parts: readonly R[]): R {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part as Record<string, Record<string, unknown>>)) {
      const into = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in into) throw new Error(`${subgraph}: ${type}.${field} is resolved by two modules`);
        into[field] = resolver;
      }
    }
  }
  return merged as R;
}
