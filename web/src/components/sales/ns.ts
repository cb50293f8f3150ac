/** The message namespace of a sales screen: its shared pieces (lines, client picker) use the same keys in both. */
export type SalesNs = 'quotes' | 'orders';
