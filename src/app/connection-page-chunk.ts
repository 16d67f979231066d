/**
 * The connection screen, kept out of the initial bundle: most visits never open it. The header link
 * starts loading it when pointed at or focused, so the click seldom waits for the chunk. A failed
 * load is tried again by the lazy component that renders it (components/lazy-with-retry.tsx).
 */
export const loadConnectionPage = () => import('../features/connection/connection-page')
