/**
 * Calls one hook of a Vite plugin, for the plugins' unit tests: Vite accepts a hook bare or as
 * `{ order, handler }`, and calls it with a plugin context (`this`) that the tests stand in for.
 */
export function callPluginHook(hook: unknown, context: unknown, ...args: unknown[]): unknown {
  const handler: unknown =
    typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : hook
  if (typeof handler !== 'function') throw new Error('The plugin has no such hook')
  return Reflect.apply(handler, context, args)
}
