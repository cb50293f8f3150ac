/** What a form holds of an optional field: its value, or '' for none. */
type Text<V> = Exclude<V, null | undefined> | '';

/**
 * A record's optional fields as a form's values: each as it is, '' where it is null or
 * undefined, or where there is no record (a new one).
 */
export function textsOf<T extends object, K extends keyof T>(
  record: T | null | undefined,
  keys: readonly K[],
): { [P in K]: Text<T[P]> } {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as { [P in K]: Text<T[P]> };
}
