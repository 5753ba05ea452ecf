/** Content's date-time form, to the second as the editors write it: '2027-01-03T23:59:59Z'. */
export const contentDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
