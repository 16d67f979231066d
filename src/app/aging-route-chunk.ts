/** The aging view, kept out of the initial bundle: the header link starts loading it on hover or focus. */
export const loadAgingRoute = () => import('./aging-route')
