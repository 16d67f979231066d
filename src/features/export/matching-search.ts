/** " matching “gmbh”" after a count the loaded set's search narrowed, or nothing without a search. */
export const matchingSearch = (search: string) => (search ? ` matching “${search}”` : '')
