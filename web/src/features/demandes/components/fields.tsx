/** The label of a required field. */
export const required = (label: string) => `${label} *`;
